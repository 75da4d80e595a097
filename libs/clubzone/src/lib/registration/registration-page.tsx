import { useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { queries, queryKeys, setProbablyLoggedIn, webQueries } from '@phc/api-client';
import { canRegisterNewClub } from '@phc/auth';
import { href, useLocale, usePageTitle, type RouteDependencies } from '@phc/i18n';
import { Container, EmptyState, Heading } from '@phc/ui';
import { RegistrationBoundary } from './registration-boundary';
import { emptyRegistration } from './registration-logic';
import { RegistrationForm } from './registration-form';
import { createClubRegistration, orderBundlesQuery } from './registration-queries';

/** What the success page says: whom the new account belongs to, if one was made. */
export interface RegistrationSuccessState {
  clubName: string;
  newAccountEmail: string | null;
}

export const loader = ({ queryClient }: RouteDependencies) => () => {
  // Started here, read with the same factories below: the form's choices load while the chunk does.
  void Promise.all([queryClient.ensureQueryData(webQueries.enums()), queryClient.ensureQueryData(orderBundlesQuery()), queryClient.ensureQueryData(queries.me())]).catch(() => undefined);
  return null;
};

function NewRegistration() {
  const locale = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: enums } = useSuspenseQuery(webQueries.enums());
  const { data: orderBundles } = useSuspenseQuery(orderBundlesQuery());
  const { data: user } = useSuspenseQuery(queries.me());
  const now = useMemo(() => new Date(), []);
  const initialValues = useMemo(() => emptyRegistration(), []);
  const success = useRef<RegistrationSuccessState | null>(null);

  if (!canRegisterNewClub({ user, configurations: enums.configurations, now })) {
    return <EmptyState title={<Trans>Registrace klubů je uzavřena</Trans>} description={<Trans>Registrace nových klubů teď není otevřena. Sledujte termíny turnaje.</Trans>} />;
  }

  return (
    <RegistrationForm
      clubId={null}
      initialValues={initialValues}
      enums={enums}
      orderBundles={orderBundles}
      needsPassword={!user}
      onSubmit={async (body) => {
        const { registration } = await createClubRegistration(body);
        // The server logged the new account in (its session cookie came with the answer): the app asks who it is again.
        if (!user) setProbablyLoggedIn(true);
        success.current = { clubName: registration.clubName, newAccountEmail: user ? null : registration.contact.email };
      }}
      onSubmitted={async () => {
        // A logged-in registrant now administers one more club.
        await queryClient.invalidateQueries({ queryKey: queryKeys.me });
        navigate(href('uspesna-registrace', {}, locale), { state: success.current });
      }}
    />
  );
}

export function Component() {
  const { t } = useLingui();
  usePageTitle(t`Registrace klubu`);
  return (
    <Container>
      <Heading level={1}>
        <Trans>Registrace klubu</Trans>
      </Heading>
      <p>
        <Trans>Vyplňte údaje o klubu a jeho týmech. Rozpracovaný formulář si pamatujeme v tomto prohlížeči, dokud ho neodešlete.</Trans>
      </p>
      <RegistrationBoundary>
        <NewRegistration />
      </RegistrationBoundary>
    </Container>
  );
}
