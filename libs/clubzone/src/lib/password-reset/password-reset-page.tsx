import { useState } from 'react';
import { useParams } from 'react-router';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { useUserBarStore } from '@phc/auth';
import { href, LocaleLink, usePageTitle } from '@phc/i18n';
import { Button, Card, Container, Heading, Stack } from '@phc/ui';
import { useAuthActions } from '../account/use-auth-actions';
import { StyledFormError, StyledSuccess } from '../user-bar/user-bar-styles';
import { NewPasswordForm } from './new-password-form';
import { ResetRequestForm } from './reset-request-form';

const StyledNarrow = styled(Card)`
  max-width: 32rem;
`;

/** SPEC §2 `/nastaveni-hesla` (ask for a link) and `/nastaveni-hesla/{token}` (set the new password). */
export function Component() {
  const { t } = useLingui();
  const { token } = useParams();
  const actions = useAuthActions();
  const show = useUserBarStore((state) => state.show);
  const [state, setState] = useState<'form' | 'done' | 'invalid'>('form');
  usePageTitle(token ? t`Nové heslo` : t`Zapomenuté heslo`);

  return (
    <Container>
      <Stack $gap={4}>
        <Heading level={1}>{token ? <Trans>Nové heslo</Trans> : <Trans>Zapomenuté heslo</Trans>}</Heading>
        <StyledNarrow>
          {!token && <ResetRequestForm onRequest={actions.requestPasswordReset} />}
          {token && state === 'form' && <NewPasswordForm onSubmit={async (password) => {
                await actions.resetPassword(token, password);
                setState('done');
              }} onInvalidToken={() => setState('invalid')} />}
          {token && state === 'done' && (
            <Stack $gap={3} $align="flex-start">
              <StyledSuccess role="status">
                <Trans>Heslo je nastavené. Teď se s ním můžete přihlásit.</Trans>
              </StyledSuccess>
              <Button onClick={() => show('login')}>
                <Trans>Přihlásit se</Trans>
              </Button>
            </Stack>
          )}
          {token && state === 'invalid' && (
            <Stack $gap={3} $align="flex-start">
              <StyledFormError role="alert">
                <Trans>Odkaz pro nastavení hesla vypršel nebo už byl použit. Požádejte o nový.</Trans>
              </StyledFormError>
              <LocaleLink to={href('nastaveni-hesla', {}, 'cs')}>
                <Trans>Poslat nový odkaz</Trans>
              </LocaleLink>
            </Stack>
          )}
        </StyledNarrow>
      </Stack>
    </Container>
  );
}
