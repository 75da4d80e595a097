import { useState } from 'react';
import { useParams } from 'react-router';
import styled from 'styled-components';
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { configValue, teamLeaderEndpoints, type LoggedUser, type TeamLeader } from '@phc/api-contract';
import { apiRequest, isApiError, webQueries } from '@phc/api-client';
import { canManageClub, currentClubId, useCurrentUser, useUserBarStore } from '@phc/auth';
import { useLocale, usePageTitle } from '@phc/i18n';
import { clubTeamName, teamRefName } from '@phc/tournaments';
import { Badge, Button, Container, Dialog, EmptyState, ErrorState, Heading, pushAlert, QueryBoundary, Skeleton, Stack, useConfirm } from '@phc/ui';
import { clubzoneQueries } from '../account/club-queries';
import { LeaderForm, type LeaderInvite } from './leader-form';
import { leaderKeys, leaderQueries } from './leader-queries';
import { cardStyles, StyledCardList } from '../components/card-list';

const StyledList = styled(StyledCardList)`
  > li {
    ${cardStyles}
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: ${({ theme }) => theme.space[1]} 0;
    overflow-wrap: anywhere;
  }
`;

const StyledTeams = styled.ul`
  margin: ${({ theme }) => theme.space[2]} 0 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
    min-height: ${({ theme }) => theme.sizes.touchTarget};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

function LeaderItem({ leader, canWrite, onRemove }: { leader: TeamLeader; canWrite: boolean; onRemove: (leader: TeamLeader, teamId: number, team: string) => void }) {
  const locale = useLocale();
  const { t } = useLingui();
  return (
    <li aria-label={leader.fullName}>
      <Stack $direction="row" $gap={2} $wrap $align="center">
        <h3>{leader.fullName}</h3>
        {leader.userId === null ? (
          <Badge variant="warning">
            <Trans>Pozvánka čeká na přijetí</Trans>
          </Badge>
        ) : (
          <Badge variant="success">
            <Trans>Pozvánku přijal(a)</Trans>
          </Badge>
        )}
      </Stack>
      <p>{leader.email}</p>
      {leader.phone && <p>{leader.phone}</p>}
      <StyledTeams aria-label={t`Týmy vedoucího ${leader.fullName}`}>
        {leader.leadingTeams.map((team) => {
          const name = teamRefName(team, locale);
          return (
            <li key={team.id}>
              <span>{name}</span>
              {canWrite && (
                <Button size="sm" variant="secondary" onClick={() => onRemove(leader, team.id, name)} aria-label={t`Odebrat ${leader.fullName} z týmu ${name}`}>
                  <Trans>Odebrat</Trans>
                </Button>
              )}
            </li>
          );
        })}
      </StyledTeams>
    </li>
  );
}

export function TeamLeaders({ clubId, user }: { clubId: number; user: LoggedUser }) {
  const locale = useLocale();
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const { data: club } = useSuspenseQuery(clubzoneQueries.club(clubId));
  const { data: leaders } = useSuspenseQuery(leaderQueries.list(clubId));
  const [inviting, setInviting] = useState(false);
  const canWrite = canManageClub(user, clubId);
  const teams = club.teams.map((team) => ({ value: String(team.id), label: clubTeamName(club.name, team, locale) }));
  usePageTitle(t`Vedoucí týmů – ${club.name}`);
  const refresh = () => queryClient.invalidateQueries({ queryKey: leaderKeys.list(clubId) });

  const invite = async ({ teamId, ...body }: LeaderInvite) => {
    await apiRequest(teamLeaderEndpoints.add, { params: { teamId }, body });
    setInviting(false);
    pushAlert({ type: 'success', message: t`Vedoucí byl přidán, pozvánku jsme poslali na ${body.email}.` });
    await refresh();
  };

  // SPEC §8: a failed add is an alert: the form's own (role alert), once; it keeps what was typed and marks the fields it can.
  const inviteFailure = (error: unknown) => (isApiError(error, 403) ? t`Vedoucí týmů nyní nelze přidávat.` : t`Vedoucího se nepodařilo přidat.`);

  const remove = async (leader: TeamLeader, teamId: number, team: string) => {
    if (!(await confirm({ title: t`Odebrat vedoucího?`, message: t`${leader.fullName} přestane vést tým ${team}.`, confirmLabel: t`Odebrat`, danger: true }))) return;
    try {
      await apiRequest(teamLeaderEndpoints.remove, { params: { teamId, leaderId: leader.id } });
      pushAlert({ type: 'success', message: t`Vedoucí byl odebrán.` });
    } catch {
      pushAlert({ type: 'danger', message: t`Vedoucího se nepodařilo odebrat.` });
    }
    await refresh();
  };

  return (
    <Stack $gap={4}>
      <Stack $direction="row" $gap={3} $wrap $align="center">
        <Heading level={1}>
          <Trans>Vedoucí týmů</Trans> – {club.name}
        </Heading>
        {canWrite && teams.length > 0 && (
          <Button onClick={() => setInviting(true)}>
            <Trans>Pozvat vedoucího</Trans>
          </Button>
        )}
      </Stack>
      <p>
        <Trans>Vedoucí dostane e-mailem pozvánku. Po jejím přijetí (přihlášený, případně po registraci) upravuje zápasové soupisky svých týmů.</Trans>
      </p>
      {leaders.length === 0 ? (
        <EmptyState title={<Trans>Klub zatím nemá žádné vedoucí týmů</Trans>} />
      ) : (
        <StyledList>
          {leaders.map((leader) => (
            <LeaderItem key={leader.id} leader={leader} canWrite={canWrite} onRemove={(l, teamId, team) => void remove(l, teamId, team)} />
          ))}
        </StyledList>
      )}
      <Dialog open={inviting} onClose={() => setInviting(false)} title={<Trans>Pozvat vedoucího týmu</Trans>}>
        {inviting && <LeaderForm teams={teams} initialTeamId={teams.length === 1 ? teams[0].value : ''} onSubmit={invite} failureMessage={inviteFailure} onCancel={() => setInviting(false)} />}
      </Dialog>
    </Stack>
  );
}

/** SPEC §2 `/team-leaders/{clubId?}`: the club's paperless team leaders, when the tournament allows them. */
export function Component() {
  const { t } = useLingui();
  const locale = useLocale();
  const params = useParams();
  const { user } = useCurrentUser({ required: true });
  const selectedClubId = useUserBarStore((state) => state.selectedClubId);
  const { data: enums } = useQuery(webQueries.enums());
  if (!user || !enums) return <Container>{<Skeleton height={160} />}</Container>;
  const paramId = Number(params['clubId']);
  const clubId = Number.isInteger(paramId) && paramId > 0 ? paramId : currentClubId({ user, selectedClubId });
  const allowed = configValue(enums.configurations, 'paperless_team_leader_allowed') === true;
  if (!allowed || clubId === null) {
    return (
      <Container>
        <Heading level={1}>
          <Trans>Vedoucí týmů</Trans>
        </Heading>
        <EmptyState title={allowed ? <Trans>Nespravujete žádný klub</Trans> : <Trans>Vedoucí týmů bez papírové soupisky nejsou v tomto turnaji povoleni</Trans>} />
      </Container>
    );
  }
  return (
    <Container>
      <QueryBoundary
        key={`${clubId}-${locale}`}
        fallback={<Skeleton height={240} />}
        renderError={(error, retry) => <ErrorState message={isApiError(error, 403) ? t`K tomuto klubu nemáte přístup.` : isApiError(error, 404) ? t`Takový klub neexistuje.` : undefined} onRetry={retry} />}
      >
        <TeamLeaders clubId={clubId} user={user} />
      </QueryBoundary>
    </Container>
  );
}
