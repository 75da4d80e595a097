import styled from 'styled-components';
import type { Match } from '@phc/api-contract';
import { showsRunningSet, useRunningSet } from '@phc/api-client';
import { useLocale } from '@phc/i18n';
import { getSportRules } from '@phc/tournaments';
import { useTournament } from '@phc/ui';

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
  if (!showsRunningSet(match, getSportRules(tournament.sport).scoresAreSets)) return null;
  return <RunningSet match={match} />;
}

function RunningSet({ match }: { match: Match & { stageId: number } }) {
  const text = useRunningSet(match, useLocale());
  return text && <StyledSetScore data-testid="live-set-score">{text}</StyledSetScore>;
}
