import { useLocation } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { href, useLocale, usePageTitle } from '@phc/i18n';
import { ButtonLink, Container, Heading, Stack } from '@phc/ui';
import type { RegistrationSuccessState } from './registration-page';

export function Component() {
  const { t } = useLingui();
  const locale = useLocale();
  const state = (useLocation().state ?? null) as RegistrationSuccessState | null;
  usePageTitle(t`Registrace odeslána`);
  const clubName = state?.clubName;
  const email = state?.newAccountEmail;
  return (
    <Container>
      <Stack $gap={3} $align="flex-start">
        <Heading level={1}>
          <Trans>Klub byl zaregistrován</Trans>
        </Heading>
        {clubName && (
          <p>
            <Trans>Děkujeme, registraci klubu {clubName} jsme přijali. Pořadatel ji zpracuje a ozve se vám.</Trans>
          </p>
        )}
        {email ? (
          <p>
            <Trans>Jste přihlášeni jako {email}. Příště se přihlásíte tímto e-mailem a heslem, které jste zvolili. Registraci můžete upravovat v klubové zóně.</Trans>
          </p>
        ) : (
          <p>
            <Trans>Registraci můžete upravovat v klubové zóně, dokud ji pořadatel neschválí.</Trans>
          </p>
        )}
        <ButtonLink to={href('dashboard', {}, locale)}>
          <Trans>Do klubové zóny</Trans>
        </ButtonLink>
      </Stack>
    </Container>
  );
}
