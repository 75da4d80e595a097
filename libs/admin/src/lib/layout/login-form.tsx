import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { apiRequest, createAuthMutations, isApiError } from '@phc/api-client';
import { Button, Field, Stack, TextInput } from '@phc/ui';

const StyledError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

/** The area's own login: the public site's user bar is another app's. */
export function AdminLoginForm() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      await createAuthMutations(apiRequest, queryClient).login({ login: login.trim(), password });
    } catch (failure) {
      setError(
        isApiError(failure, 429)
          ? t`Příliš mnoho pokusů o přihlášení. Zkuste to znovu za 15 minut.`
          : isApiError(failure, 400) && failure.code === 'account_disabled'
            ? t`Tento účet je zablokovaný. Obraťte se na organizátory.`
            : isApiError(failure, 400) || isApiError(failure, 401)
              ? t`E-mail nebo heslo nesouhlasí.`
              : t`Přihlášení se nepodařilo. Zkontrolujte připojení a zkuste to znovu.`,
      );
    } finally {
      setPending(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} aria-label={t`Přihlášení do administrace`} noValidate>
      <Stack $gap={3}>
        <Field label={<Trans>E-mail</Trans>} required>
          <TextInput type="email" autoComplete="username" value={login} onChange={(event) => setLogin(event.target.value)} />
        </Field>
        <Field label={<Trans>Heslo</Trans>} required>
          <TextInput type="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} />
        </Field>
        {error && <StyledError role="alert">{error}</StyledError>}
        <Button type="submit" loading={pending}>
          <Trans>Přihlásit se</Trans>
        </Button>
      </Stack>
    </form>
  );
}
