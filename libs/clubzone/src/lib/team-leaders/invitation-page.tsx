import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import styled from 'styled-components';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { teamLeaderEndpoints, type TeamLeaderAcceptBody, type TeamLeaderInvitation } from '@phc/api-contract';
import { apiRequest, isApiError, queryKeys } from '@phc/api-client';
import { useCurrentUser, useUserBarStore } from '@phc/auth';
import { href, useLocale, usePageTitle } from '@phc/i18n';
import { teamRefName } from '@phc/tournaments';
import { Button, Card, Container, EmptyState, Heading, pushAlert, Skeleton, Stack } from '@phc/ui';
import { StyledFormError } from '../user-bar/user-bar-styles';
import { AccountForm } from './account-form';
import { leaderKeys, leaderQueries } from './leader-queries';

const StyledNarrow = styled(Card)`
  max-width: 36rem;
`;

function useAccept(token: string) {
  const { t } = useLingui();
  const locale = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async (body: TeamLeaderAcceptBody) => {
    await apiRequest(teamLeaderEndpoints.acceptInvitation, { params: { token }, body });
    pushAlert({ type: 'success', message: t`Pozvánka byla přijata. Zápasové soupisky svých týmů najdete v zápasovém protokolu.` });
    await queryClient.invalidateQueries({ queryKey: queryKeys.me });
    await queryClient.invalidateQueries({ queryKey: leaderKeys.ledTeams });
    await queryClient.invalidateQueries({ queryKey: ['competition', 'my-matches'] });
    void navigate(href('dashboard', {}, locale));
  };
}

function InvitationBody({ token, invitation }: { token: string; invitation: TeamLeaderInvitation }) {
  const { t } = useLingui();
  const locale = useLocale();
  const { user } = useCurrentUser();
  const show = useUserBarStore((state) => state.show);
  const accept = useAccept(token);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const teams = invitation.teams.map((team) => teamRefName(team, locale)).join(', ');

  const acceptLoggedIn = async () => {
    setSending(true);
    setFailure(null);
    try {
      await accept({});
    } catch (error) {
      setFailure(isApiError(error, 400) ? t`Pozvánka vypršela nebo už byla použita.` : t`Pozvánku se nepodařilo přijmout.`);
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack $gap={4}>
      <p>
        <Trans>
          Klub {invitation.clubName} vás ({invitation.firstName} {invitation.lastName}) zve jako vedoucího týmu {teams}.
        </Trans>
      </p>
      {user ? (
        <Stack $gap={2} $align="flex-start">
          <p>
            <Trans>Pozvánku přijmete jako {user.username}.</Trans>
          </p>
          <Button onClick={() => void acceptLoggedIn()} loading={sending}>
            <Trans>Přijmout pozvánku</Trans>
          </Button>
          {failure && <StyledFormError role="alert">{failure}</StyledFormError>}
        </Stack>
      ) : (
        <>
          <Stack $gap={2} $align="flex-start">
            <Heading level={2}>
              <Trans>Máte účet?</Trans>
            </Heading>
            <Button variant="secondary" onClick={() => show('login')}>
              <Trans>Přihlásit se a přijmout</Trans>
            </Button>
          </Stack>
          <Stack $gap={2}>
            <Heading level={2}>
              <Trans>Nemáte účet? Vytvořte si ho</Trans>
            </Heading>
            <AccountForm initial={{ firstName: invitation.firstName, lastName: invitation.lastName }} onSubmit={(account) => accept({ account })} />
          </Stack>
        </>
      )}
    </Stack>
  );
}

/** Issue 14: a team leader accepts the club's invitation here; only then are they tied to an account. */
export function Component() {
  const { t } = useLingui();
  const params = useParams();
  const token = params['token'] ?? '';
  usePageTitle(t`Pozvánka vedoucího týmu`);
  const { data: invitation, isPending, isError } = useQuery({ ...leaderQueries.invitation(token), enabled: token.length > 0 });
  return (
    <Container>
      <Stack $gap={4}>
        <Heading level={1}>
          <Trans>Pozvánka vedoucího týmu</Trans>
        </Heading>
        {isPending && token && <Skeleton height={160} />}
        {(isError || !token || invitation?.usable === false) && (
          <EmptyState title={<Trans>Pozvánka vypršela nebo už byla použita</Trans>} description={<Trans>Požádejte klub, aby vám poslal novou.</Trans>} />
        )}
        {invitation?.usable && (
          <StyledNarrow>
            <InvitationBody token={token} invitation={invitation} />
          </StyledNarrow>
        )}
      </Stack>
    </Container>
  );
}
