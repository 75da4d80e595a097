import { useState } from 'react';
import styled from 'styled-components';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LoggedUser, TeamRequest, TeamRequestState } from '@phc/api-contract';
import { webQueries } from '@phc/api-client';
import { canManageClub } from '@phc/auth';
import { formatMomentDate, usePageTitle, type RouteDependencies, useLocale } from '@phc/i18n';
import { teamRefName } from '@phc/tournaments';
import { Badge, Button, Dialog, EmptyState, Heading, Notice, Stack, type BadgeVariant } from '@phc/ui';
import { clubzoneQueries } from '../account/club-queries';
import { rosterQueries } from '../roster/roster-queries';
import { useRosterTeams } from '../roster/use-roster-teams';
import { RequestForm } from './request-form';
import { requestWindow } from './request-window';
import { useRequestActions } from './use-request-actions';
import { ClubPage } from '../roster/club-page';
import { cardStyles, StyledCardList } from '../components/card-list';

const StyledList = styled(StyledCardList)`
  > li {
    ${cardStyles}
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
    margin: ${({ theme }) => theme.space[2]} 0;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const stateVariant: Record<TeamRequestState, BadgeVariant> = { pending: 'warning', approved: 'success', rejected: 'danger', canceled: 'neutral' };

function useStateLabel() {
  const { t } = useLingui();
  return (state: TeamRequestState) => ({ pending: t`Čeká na vyřízení`, approved: t`Schváleno`, rejected: t`Zamítnuto`, canceled: t`Zrušeno` })[state];
}

function RequestItem({ request, teamName, canCancel, onCancel }: { request: TeamRequest; teamName?: string; canCancel: boolean; onCancel: (request: TeamRequest) => void }) {
  const locale = useLocale();
  const stateLabel = useStateLabel();
  const name = `${request.competitionParticipant.firstName} ${request.competitionParticipant.lastName}`;
  const team = teamName ?? teamRefName(request.team, locale);
  return (
    <li aria-label={`${name} – ${team}`}>
      <Stack $direction="row" $gap={2} $wrap $align="center">
        <h3>
          {name} → {team}
        </h3>
        <Badge variant={stateVariant[request.state]}>{stateLabel(request.state)}</Badge>
      </Stack>
      <dl>
        <dt>
          <Trans>Podáno</Trans>
        </dt>
        <dd>{formatMomentDate(request.createdAt, locale)}</dd>
        <dt>
          <Trans>Důvod žádosti</Trans>
        </dt>
        <dd>{request.requestReason}</dd>
        <dt>
          <Trans>Odpověď organizátora</Trans>
        </dt>
        <dd>{request.resolutionReason ?? <Trans>Zatím bez odpovědi</Trans>}</dd>
      </dl>
      {canCancel && request.state === 'pending' && (
        <Button size="sm" variant="danger" onClick={() => onCancel(request)}>
          <Trans>Zrušit žádost</Trans>
        </Button>
      )}
    </li>
  );
}

export function Requests({ clubId, user }: { clubId: number; user: LoggedUser }) {
  const { t } = useLingui();
  const { data: club } = useSuspenseQuery(clubzoneQueries.club(clubId));
  const { data: enums } = useSuspenseQuery(webQueries.enums());
  const { data: requests } = useSuspenseQuery(rosterQueries.teamRequests(clubId));
  const { data: participants } = useSuspenseQuery(rosterQueries.participants(clubId));
  const actions = useRequestActions(clubId);
  const [creating, setCreating] = useState(false);
  const submissions = requestWindow(enums.configurations, new Date());
  const canWrite = canManageClub(user, clubId);
  usePageTitle(t`Žádosti o výjimky – ${club.name}`);
  const teams = useRosterTeams(clubId);

  return (
    <Stack $gap={4}>
      <Heading level={1}>
        <Trans>Žádosti o výjimky – {club.name}</Trans>
      </Heading>
      {!submissions.open && (
        <Notice role="status">
          {submissions.reason === 'disabled' ? <Trans>Podávání žádostí o výjimky je vypnuto.</Trans> : <Trans>Podávání žádostí o výjimky je uzavřeno.</Trans>}
        </Notice>
      )}
      {canWrite && submissions.open && (
        <div>
          <Button onClick={() => setCreating(true)}>
            <Trans>Nová žádost o výjimku</Trans>
          </Button>
        </div>
      )}
      {requests.length === 0 ? (
        <EmptyState headingLevel={2} title={<Trans>Zatím žádné žádosti</Trans>} />
      ) : (
        <StyledList aria-label={t`Žádosti o výjimky`}>
          {requests.map((request) => (
            <RequestItem key={request.id} request={request} teamName={teams.find((x) => x.id === request.team.id)?.label} canCancel={canWrite} onCancel={(r) => void actions.cancel(r)} />
          ))}
        </StyledList>
      )}
      <Dialog open={creating} title={t`Žádost o výjimku`} onClose={() => setCreating(false)}>
        {creating && (
          <RequestForm
            participants={participants.map((p) => ({ id: p.id, label: `${p.lastName} ${p.firstName} (${p.birthYear})` }))}
            teams={teams}
            onCancel={() => setCreating(false)}
            onSubmit={async (input) => {
              await actions.create(input);
              setCreating(false);
            }}
          />
        )}
      </Dialog>
    </Stack>
  );
}

/** SPEC §2 `/zadosti/tym` and `/zadosti/{clubId}/tym`: the club's exception requests. */
export function Component() {
  return <ClubPage routeName="zadosti-tym">{(clubId, user) => <Requests clubId={clubId} user={user} />}</ClubPage>;
}

export function loader({ queryClient }: RouteDependencies) {
  return ({ params }: { params: Record<string, string | undefined> }) => {
    const id = Number(params['clubId']);
    if (Number.isInteger(id) && id > 0) void queryClient.prefetchQuery(rosterQueries.teamRequests(id));
    void queryClient.prefetchQuery(webQueries.enums());
    return null;
  };
}
