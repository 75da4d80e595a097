import { useMemo } from 'react';
import { useParams } from 'react-router';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { webQueries } from '@phc/api-client';
import { isBeforeDeadline } from '@phc/auth';
import { usePageTitle, type RouteDependencies } from '@phc/i18n';
import { Container, EmptyState, Heading, pushAlert } from '@phc/ui';
import { RegistrationBoundary } from './registration-boundary';
import { registrationToForm } from './registration-logic';
import { RegistrationForm } from './registration-form';
import { clubRegistrationQuery, orderBundlesQuery, registrationKeys, updateClubRegistration } from './registration-queries';

const clubIdOf = (raw: string | undefined) => {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
};

export const loader =
  ({ queryClient }: RouteDependencies) =>
  ({ params }: { params: Record<string, string | undefined> }) => {
    const clubId = clubIdOf(params['clubId']);
    const reads: Promise<unknown>[] = [queryClient.ensureQueryData(webQueries.enums()), queryClient.ensureQueryData(orderBundlesQuery())];
    if (clubId !== null) reads.push(queryClient.ensureQueryData(clubRegistrationQuery(clubId)));
    void Promise.all(reads).catch(() => undefined);
    return null;
  };

function EditRegistration({ clubId }: { clubId: number }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { data: enums } = useSuspenseQuery(webQueries.enums());
  const { data: orderBundles } = useSuspenseQuery(orderBundlesQuery());
  const { data } = useSuspenseQuery(clubRegistrationQuery(clubId));
  const initialValues = useMemo(() => registrationToForm(data.registration), [data.registration]);
  const clubName = data.registration.clubName;
  usePageTitle(t`Registrace – ${clubName}`);

  if (!data.editable) {
    const approved = data.registration.registrationState === 'approved';
    const closed = !isBeforeDeadline(enums.configurations, 'registration_edit_till', new Date());
    return (
      <EmptyState
        title={<Trans>Registraci už nelze upravit</Trans>}
        description={
          approved ? (
            <Trans>Klub je schválen. Změny domluvte s pořadatelem.</Trans>
          ) : closed ? (
            <Trans>Termín pro úpravy registrace uplynul.</Trans>
          ) : (
            <Trans>Kapacita turnaje je naplněna, nebo registraci tohoto klubu nemůžete měnit.</Trans>
          )
        }
      />
    );
  }

  return (
    <RegistrationForm
      // A fresh form when the stored registration changes (after saving).
      key={data.registration.updatedAt}
      clubId={clubId}
      initialValues={initialValues}
      enums={enums}
      orderBundles={orderBundles}
      needsPassword={false}
      onSubmit={async (body) => {
        await updateClubRegistration(clubId, body);
      }}
      onSubmitted={async () => {
        pushAlert({ type: 'success', message: t`Registrace byla upravena.` });
        await queryClient.invalidateQueries({ queryKey: registrationKeys.club(clubId) });
      }}
    />
  );
}

export function Component() {
  const { t } = useLingui();
  const clubId = clubIdOf(useParams()['clubId']);
  usePageTitle(t`Úprava registrace`);
  return (
    <Container>
      <Heading level={1}>
        <Trans>Úprava registrace</Trans>
      </Heading>
      {clubId === null ? (
        <EmptyState title={<Trans>Registrace nenalezena</Trans>} />
      ) : (
        <RegistrationBoundary>
          <EditRegistration clubId={clubId} />
        </RegistrationBoundary>
      )}
    </Container>
  );
}
