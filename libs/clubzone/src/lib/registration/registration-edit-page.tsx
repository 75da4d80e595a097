import { useMemo } from 'react';
import { useParams } from 'react-router';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { webQueries } from '@phc/api-client';
import { isBeforeDeadline } from '@phc/auth';
import { usePageTitle, type RouteDependencies } from '@phc/i18n';
import { Container, EmptyState, Heading, pushAlert, Stack } from '@phc/ui';
import { ExtraPersonsForm } from './extra-persons-form';
import { RegistrationBoundary } from './registration-boundary';
import { registrationFieldFlags } from './registration-flags';
import { availableBundles, locationCodes, registrationToForm } from './registration-logic';
import { RegistrationForm } from './registration-form';
import { clubRegistrationQuery, extraPersonGroupsMutation, extraPersonGroupsQuery, orderBundlesQuery, registrationKeys, updateClubRegistration } from './registration-queries';

const clubIdOf = (raw: string | undefined) => {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
};

export const loader =
  ({ queryClient }: RouteDependencies) =>
  ({ params }: { params: Record<string, string | undefined> }) => {
    const clubId = clubIdOf(params['clubId']);
    const reads: Promise<unknown>[] = [queryClient.ensureQueryData(webQueries.enums()), queryClient.ensureQueryData(orderBundlesQuery())];
    if (clubId !== null) reads.push(queryClient.ensureQueryData(clubRegistrationQuery(clubId)), queryClient.ensureQueryData(extraPersonGroupsQuery(clubId)));
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
    <Stack $gap={6}>
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
      <ExtraPersons clubId={clubId} />
    </Stack>
  );
}

/** The club's extra person groups below its registration, saved on their own (the invoice follows). */
function ExtraPersons({ clubId }: { clubId: number }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { data: enums } = useSuspenseQuery(webQueries.enums());
  const { data: orderBundles } = useSuspenseQuery(orderBundlesQuery());
  const { data: registration } = useSuspenseQuery(clubRegistrationQuery(clubId));
  const { data: groups } = useSuspenseQuery(extraPersonGroupsQuery(clubId));
  const save = useMutation(extraPersonGroupsMutation(clubId));
  const { countryId, regionId } = registration.registration;
  const bundles = availableBundles(orderBundles, locationCodes(String(countryId), regionId === null ? '' : String(regionId), enums.countries, enums.regions));
  return (
    <ExtraPersonsForm
      key={groups.map((g) => `${g.id}:${g.persons}`).join(',')}
      groups={groups}
      orderBundles={bundles}
      flags={registrationFieldFlags(enums.configurations, new Date(), true)}
      onSubmit={async (body) => {
        await save.mutateAsync(body);
        pushAlert({ type: 'success', message: t`Další osoby byly uloženy.` });
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
