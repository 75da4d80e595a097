import { useMemo, useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { refereeAgeYear, webEndpoints } from '@phc/api-contract';
import { apiRequest, queries, webQueries } from '@phc/api-client';
import { canRegisterNewReferee } from '@phc/auth';
import { usePageTitle, type RouteDependencies } from '@phc/i18n';
import { Container, EmptyState, Heading } from '@phc/ui';
import { RegistrationBoundary } from '../registration/registration-boundary';
import { RefereeForm } from './referee-form';

export const loader = ({ queryClient }: RouteDependencies) => () => {
  void Promise.all([queryClient.ensureQueryData(webQueries.enums()), queryClient.ensureQueryData(queries.me())]).catch(() => undefined);
  return null;
};

function RefereeRegistration() {
  const { data: enums } = useSuspenseQuery(webQueries.enums());
  const { data: user } = useSuspenseQuery(queries.me());
  const now = useMemo(() => new Date(), []);
  const [registeredName, setRegisteredName] = useState<string | null>(null);

  if (registeredName) {
    return (
      <EmptyState
        title={<Trans>Registrace rozhodčího odeslána</Trans>}
        description={<Trans>Děkujeme, {registeredName}. Pořadatel vaši registraci posoudí a ozve se vám e-mailem.</Trans>}
      />
    );
  }
  if (!canRegisterNewReferee({ user, configurations: enums.configurations, now })) {
    return <EmptyState title={<Trans>Registrace rozhodčích je uzavřena</Trans>} description={<Trans>Registrace rozhodčích teď není otevřena.</Trans>} />;
  }
  return (
    <RefereeForm
      shirtSizes={enums.tshirtSizes.map((s) => s.code)}
      ageYear={refereeAgeYear(enums.configurations, now)}
      onSubmit={async (body) => {
        const { referee } = await apiRequest(webEndpoints.refereeRegistration, { body });
        setRegisteredName(`${referee.firstName} ${referee.lastName}`);
      }}
    />
  );
}

export function Component() {
  const { t } = useLingui();
  usePageTitle(t`Registrace rozhodčího`);
  return (
    <Container>
      <Heading level={1}>
        <Trans>Registrace rozhodčího</Trans>
      </Heading>
      <RegistrationBoundary>
        <RefereeRegistration />
      </RegistrationBoundary>
    </Container>
  );
}
