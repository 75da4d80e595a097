import styled from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { Match } from '@phc/api-contract';
import { queries } from '@phc/api-client';
import { useLocale } from '@phc/i18n';
import { getSportRules } from '@phc/tournaments';
import { useTournament } from '@phc/ui';
import { localized } from '../data/use-competition';
import { runningSetScore } from '../logic/match-detail';

const StyledSetScore = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: nowrap;
`;

/**
 * The rally score of the set being played under a live volleyball match's set score ("4. set 14:12"):
 * sets alone say little while a set runs. It reads the match detail, which live updates refresh.
 */
export function LiveSetScore({ match }: { match: Match }) {
  const tournament = useTournament();
  if (match.state !== 'live' || !getSportRules(tournament.sport).scoresAreSets || match.stageId === null) return null;
  return <RunningSet match={match} stageId={match.stageId} />;
}

function RunningSet({ match, stageId }: { match: Match; stageId: number }) {
  const { t } = useLingui();
  const locale = useLocale();
  const detail = useQuery(queries.match(match.id)).data;
  const staticData = useQuery(queries.static()).data;
  if (!detail || !staticData) return null;
  const score = runningSetScore(detail.events, staticData.eventTypes, stageId, match.homeTeamId);
  const name = localized(staticData.matchStages.find((s) => s.id === stageId)?.name, locale);
  return <StyledSetScore data-testid="live-set-score">{t`${name} ${score.home}:${score.away}`}</StyledSetScore>;
}
