import { useParams } from 'react-router';
import styled from 'styled-components';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { trainingJoinRequestEndpoints, type LoggedUser, type TrainingJoinRequest } from '@phc/api-contract';
import { apiRequest, isApiError } from '@phc/api-client';
import { canManageClub, useCurrentUser } from '@phc/auth';
import { formatDate, href, useLocale, usePageTitle } from '@phc/i18n';
import { teamRefName } from '@phc/tournaments';
import { Badge, Button, ButtonLink, Container, EmptyState, ErrorState, Heading, pushAlert, QueryBoundary, Skeleton, Stack, useConfirm } from '@phc/ui';
import { joinRequestStateLabels, stateBadge } from '../trainings/training-labels';
import { trainingKeys, trainingQueries } from '../trainings/training-queries';
import { cardStyles, StyledCardList } from '../components/card-list';

export type JoinDirection = 'created' | 'received';

const StyledList = styled(StyledCardList)`
  > li {
    ${cardStyles}
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: ${({ theme }) => theme.space[1]} 0;
  }
`;

type Action = 'accept' | 'reject' | 'cancel';

function useJoinActions(clubId: number, direction: JoinDirection) {
  const { t } = useLingui();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const texts: Record<Action, { title: string; confirmLabel: string; done: string; failed: string }> = {
    accept: { title: t`Přijmout žádost o přátelské utkání?`, confirmLabel: t`Přijmout`, done: t`Žádost byla přijata.`, failed: t`Pozvánku na trénink se nepodařilo přijmout.` },
    reject: { title: t`Odmítnout žádost o přátelské utkání?`, confirmLabel: t`Odmítnout`, done: t`Žádost byla odmítnuta.`, failed: t`Pozvánku na trénink se nepodařilo odmítnout.` },
    cancel: { title: t`Zrušit žádost o přátelské utkání?`, confirmLabel: t`Zrušit žádost`, done: t`Žádost byla zrušena.`, failed: t`Pozvánku na trénink se nepodařilo zrušit.` },
  };
  return async (action: Action, request: TrainingJoinRequest, label: string) => {
    const text = texts[action];
    if (!(await confirm({ title: text.title, message: label, confirmLabel: text.confirmLabel, danger: action !== 'accept' }))) return;
    try {
      await apiRequest(trainingJoinRequestEndpoints[action], { params: { id: request.id } });
      pushAlert({ type: 'success', message: text.done });
    } catch (error) {
      const why = isApiError(error, 409) ? (error.code === 'trainingStarted' ? t`${text.failed} Trénink už začal.` : t`${text.failed} Žádost mezitím vyřídil někdo jiný.`) : text.failed;
      pushAlert({ type: 'danger', message: why });
    }
    await queryClient.invalidateQueries({ queryKey: trainingKeys.joinList(clubId, direction) });
    await queryClient.invalidateQueries({ queryKey: trainingKeys.all });
  };
}

export function JoinRequestList({ clubId, direction, user }: { clubId: number; direction: JoinDirection; user: LoggedUser }) {
  const locale = useLocale();
  const { t, i18n } = useLingui();
  const { data: requests } = useSuspenseQuery(trainingQueries.joinList(clubId, direction));
  const run = useJoinActions(clubId, direction);
  const canWrite = canManageClub(user, clubId);
  if (requests.length === 0) {
    return <EmptyState title={direction === 'received' ? <Trans>Žádné přijaté žádosti</Trans> : <Trans>Žádné odeslané žádosti</Trans>} />;
  }
  return (
    <StyledList>
      {requests.map((request) => {
        const when = `${formatDate(request.trainingDate, locale)} ${request.trainingTime?.slice(0, 5) ?? ''}`.trim();
        const requesting = teamRefName(request.requestingTeam, locale);
        const owning = teamRefName(request.owningTeam, locale);
        const label = direction === 'received' ? t`${requesting} chce hrát proti ${owning}, ${when}` : t`${requesting} proti ${owning}, ${when}`;
        const open = request.state === 'pending';
        return (
          <li key={request.id} aria-label={label}>
            <Stack $direction="row" $gap={2} $wrap $align="center">
              <h2>{label}</h2>
              <Badge variant={stateBadge[request.state]}>{i18n._(joinRequestStateLabels[request.state])}</Badge>
            </Stack>
            <p>{direction === 'received' ? <Trans>Klub soupeře: {request.requestingTeam.clubName}</Trans> : <Trans>Klub pořádající trénink: {request.owningTeam.clubName}</Trans>}</p>
            {canWrite && (
              <Stack $direction="row" $gap={2} $wrap>
                {direction === 'received' && open && (
                  <>
                    <Button size="sm" onClick={() => void run('accept', request, label)} aria-label={t`Přijmout: ${label}`}>
                      <Trans>Přijmout</Trans>
                    </Button>
                    <Button size="sm" variant="danger" onClick={() => void run('reject', request, label)} aria-label={t`Odmítnout: ${label}`}>
                      <Trans>Odmítnout</Trans>
                    </Button>
                  </>
                )}
                {direction === 'created' && (open || request.state === 'approved') && (
                  <Button size="sm" variant="danger" onClick={() => void run('cancel', request, label)} aria-label={t`Zrušit žádost: ${label}`}>
                    <Trans>Zrušit žádost</Trans>
                  </Button>
                )}
              </Stack>
            )}
          </li>
        );
      })}
    </StyledList>
  );
}

/** SPEC §2 `/training-join-requests/{clubId}/created|received`: friendly-match requests of a club, with accept, reject and cancel. */
export function JoinRequestsPage({ direction }: { direction: JoinDirection }) {
  const { t } = useLingui();
  const locale = useLocale();
  const params = useParams();
  const { user } = useCurrentUser({ required: true });
  const clubId = Number(params['clubId']);
  usePageTitle(direction === 'received' ? t`Přijaté žádosti o přátelák` : t`Odeslané žádosti o přátelák`);
  if (!user) return null;
  return (
    <Container>
      <Stack $gap={4}>
        <Heading level={1}>{direction === 'received' ? <Trans>Přijaté žádosti o přátelské utkání</Trans> : <Trans>Odeslané žádosti o přátelské utkání</Trans>}</Heading>
        <nav aria-label={t`Žádosti o přátelská utkání`}>
          <Stack $direction="row" $gap={2} $wrap>
            <ButtonLink size="sm" variant={direction === 'received' ? 'primary' : 'secondary'} to={href('training-join-requests-clubId-received', { clubId }, locale)} aria-current={direction === 'received' ? 'page' : undefined}>
              <Trans>Přijaté</Trans>
            </ButtonLink>
            <ButtonLink size="sm" variant={direction === 'created' ? 'primary' : 'secondary'} to={href('training-join-requests-clubId-created', { clubId }, locale)} aria-current={direction === 'created' ? 'page' : undefined}>
              <Trans>Odeslané</Trans>
            </ButtonLink>
            <ButtonLink size="sm" variant="ghost" to={href('clubzone-trainings', {}, locale)}>
              <Trans>Kalendář tréninků</Trans>
            </ButtonLink>
          </Stack>
        </nav>
        {Number.isInteger(clubId) && clubId > 0 ? (
          <QueryBoundary
            key={`${clubId}-${direction}-${locale}`}
            fallback={<Skeleton height={200} />}
            renderError={(error, retry) => <ErrorState message={isApiError(error, 403) ? t`K tomuto klubu nemáte přístup.` : isApiError(error, 404) ? t`Takový klub neexistuje.` : undefined} onRetry={retry} />}
          >
            <JoinRequestList clubId={clubId} direction={direction} user={user} />
          </QueryBoundary>
        ) : (
          <EmptyState title={<Trans>Takový klub neexistuje.</Trans>} />
        )}
      </Stack>
    </Container>
  );
}
