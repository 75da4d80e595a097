import { useState } from 'react';
import { Link, useParams } from 'react-router';
import styled from 'styled-components';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Currency } from '@phc/i18n';
import { formatMoney, localizePath, useLocale } from '@phc/i18n';
import type { AdminClubDetail, RegistrationState } from '@phc/api-contract';
import { isApiError } from '@phc/api-client';
import { teamFullName } from '@phc/tournaments';
import { Badge, Button, ButtonLink, Card, EmptyState, ErrorState, Heading, pushAlert, QueryBoundary, Skeleton, Stack, useDocumentTitle } from '@phc/ui';
import { AdminTable } from '../layout/admin-list-frame';
import { adminMutations, adminQueries } from '../queries/admin-queries';
import { useInvoiceExport } from './invoice-export';
import { formatTotals } from './money';
import { PaymentStatus } from './payment-status';
import { StateDialog } from './state-dialog';
import { actionLabels, actionStates, stateLabels, stateVariants } from './state-labels';
import { ClubAdministrators } from '../people/club-administrators';

const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const money = (amount: number, currency: string, locale: 'cs' | 'en') => (currency === 'EUR' || currency === 'CZK' ? formatMoney(amount, currency as Currency, { locale }) : `${amount} ${currency}`);

function ClubFacts({ club }: { club: AdminClubDetail }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  return (
    <StyledFacts>
      <dt>
        <Trans>Stav</Trans>
      </dt>
      <dd>
        <Badge variant={stateVariants[club.registrationState]}>{i18n._(stateLabels[club.registrationState])}</Badge>
      </dd>
      <dt>
        <Trans>Země</Trans>
      </dt>
      <dd>{club.countryCode}</dd>
      {club.address && (
        <>
          <dt>
            <Trans>Adresa</Trans>
          </dt>
          <dd>
            {club.address.street}, {club.address.zip} {club.address.city}
          </dd>
        </>
      )}
      {club.contact && (
        <>
          <dt>
            <Trans>Kontakt</Trans>
          </dt>
          <dd>
            {club.contact.firstName} {club.contact.lastName}, <a href={`mailto:${club.contact.email}`}>{club.contact.email}</a>, {club.contact.phone}
          </dd>
        </>
      )}
      <dt>
        <Trans>Osoby na soupisce</Trans>
      </dt>
      <dd>{club.persons}</dd>
      <dt>
        <Trans>Fakturace</Trans>
      </dt>
      <dd>{formatTotals(club.invoiceTotals, locale)}</dd>
      {club.note && (
        <>
          <dt>
            <Trans>Poznámka</Trans>
          </dt>
          <dd>{club.note}</dd>
        </>
      )}
    </StyledFacts>
  );
}

/** A team of the club's page as everywhere else: "HC Praha A chlapci I". */
const clubTeam = (club: AdminClubDetail, team: AdminClubDetail['teamList'][number], locale: 'cs' | 'en') =>
  teamFullName({ clubName: club.name, name: team.name, teamNumber: team.teamNumber, categoryName: team.categoryName[locale] });

function Teams({ club }: { club: AdminClubDetail }) {
  const { t } = useLingui();
  const locale = useLocale();
  return (
    club.teamList.length === 0 ? (
      <EmptyState title={t`Klub zatím nemá tým`} headingLevel={3} />
    ) : (
      <AdminTable columns={[t`Kategorie`, t`Tým`, t`Osoby`, t`Na soupisce`]}>
        {club.teamList.map((team) => (
          <tr key={team.id}>
            <td>{team.categoryName[locale]}</td>
            <th scope="row">{clubTeam(club, team, locale)}</th>
            <td>{team.persons}</td>
            <td>{team.rosterSize}</td>
          </tr>
        ))}
      </AdminTable>
    )
  );
}

function InvoiceItems({ club }: { club: AdminClubDetail }) {
  const { t } = useLingui();
  const locale = useLocale();
  const exportItems = useInvoiceExport();
  const teamName = (teamId: number | null) => {
    const team = club.teamList.find((candidate) => candidate.id === teamId);
    return team ? clubTeam(club, team, locale) : '–';
  };
  return (
    club.invoiceItems.length === 0 ? (
      <EmptyState title={t`Klub nemá fakturační položky`} headingLevel={3} />
    ) : (
      <>
        <AdminTable columns={[t`Položka`, t`Tým`, t`Množství`, t`Cena za kus`, t`Celkem`]}>
          {club.invoiceItems.map((item) => (
            <tr key={item.id}>
              <th scope="row">{item.name[locale]}</th>
              <td>{teamName(item.teamId)}</td>
              <td>{item.quantity}</td>
              <td>{money(item.unitPrice, item.currency, locale)}</td>
              <td>{money(item.quantity * item.unitPrice, item.currency, locale)}</td>
            </tr>
          ))}
        </AdminTable>
        <div>
          <Button size="sm" variant="secondary" onClick={() => void exportItems([club.id], locale)}>
            <Trans>Export faktur (CSV)</Trans>
          </Button>
        </div>
      </>
    )
  );
}

function ClubDetail({ id }: { id: number }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const setClubsState = useMutation(adminMutations.setClubsState());
  const { data: club } = useSuspenseQuery(adminQueries.club(id));
  const [decision, setDecision] = useState<RegistrationState | null>(null);
  useDocumentTitle(club.name);
  const decide = async (state: RegistrationState, message: string | null) => {
    await setClubsState.mutateAsync({ ids: [club.id], state, message });
    pushAlert({ type: 'success', message: t`Uloženo: ${i18n._(stateLabels[state])}` });
  };
  return (
    <Stack $gap={4}>
      <Heading level={1}>{club.name}</Heading>
      <Card>
        <Stack $gap={3}>
          <ClubFacts club={club} />
          <StyledActions role="group" aria-label={t`Rozhodnutí o registraci`}>
            {actionStates
              .filter((state) => state !== club.registrationState)
              .map((state) => (
                <Button key={state} size="sm" variant={state === 'new' ? 'secondary' : 'primary'} onClick={() => setDecision(state)}>
                  {i18n._(actionLabels[state])}
                </Button>
              ))}
          </StyledActions>
          <PaymentStatus club={club} />
          <div>
            <ButtonLink size="sm" variant="secondary" to={localizePath(`/clubs/${club.id}/edit`, locale)}>
              <Trans>Upravit klub a týmy</Trans>
            </ButtonLink>
          </div>
        </Stack>
      </Card>
      <Heading level={2}>
        <Trans>Týmy</Trans>
      </Heading>
      <Teams club={club} />
      <Heading level={2}>
        <Trans>Fakturační položky</Trans>
      </Heading>
      <InvoiceItems club={club} />
      <ClubAdministrators clubId={club.id} clubName={club.name} />
      <StateDialog state={decision} clubs={[club]} onConfirm={decide} onClose={() => setDecision(null)} />
    </Stack>
  );
}

/** One club's registration: its facts, teams and invoice items, and the decision. */
export function ClubPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const id = Number(useParams().id);
  const back = (
    <Link to={localizePath('/', locale)}>
      <Trans>← Registrace klubů</Trans>
    </Link>
  );
  const missing = (
    <Heading level={1}>
      <Trans>Takový klub neexistuje</Trans>
    </Heading>
  );
  if (!Number.isInteger(id) || id < 1)
    return (
      <Stack $gap={3}>
        {back}
        {missing}
      </Stack>
    );
  return (
    <Stack $gap={3}>
      {back}
      <QueryBoundary
        fallback={<Skeleton height="20rem" />}
        renderError={(error, retry) =>
          isApiError(error, 404) ? (
            missing
          ) : (
            <>
              <Heading level={1}>{t`Klub`}</Heading>
              <ErrorState onRetry={retry} />
            </>
          )
        }
      >
        <ClubDetail id={id} />
      </QueryBoundary>
    </Stack>
  );
}

export default ClubPage;
