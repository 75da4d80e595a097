import styled from 'styled-components';
import { Trans } from '@lingui/react/macro';
import type { MatchScore } from '@phc/tournaments';
import { VisuallyHidden } from '@phc/ui';

const StyledHeader = styled.header`
  display: grid;
  grid-template-columns: 1fr auto 1fr;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  text-align: center;
  h1 {
    grid-column: 1 / -1;
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledTeam = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  overflow-wrap: anywhere;
`;

const StyledScore = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.display};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
`;

const StyledStages = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export type ScoreHeaderProps = {
  homeName: string;
  awayName: string;
  score: MatchScore;
  stageLabel: (code: string) => string;
  /** A walkover replaces the played score. */
  walkover: boolean;
};

/** Teams and the score from the events on this device, so it changes at once, also offline. */
export function ScoreHeader({ homeName, awayName, score, stageLabel, walkover }: ScoreHeaderProps) {
  const periods = score.byStage.map((line) => `${stageLabel(line.stageCode)} ${line.home}:${line.away}`).join(', ');
  return (
    <StyledHeader>
      <h1>
        <Trans>Zápasový protokol</Trans>
      </h1>
      <StyledTeam>{homeName}</StyledTeam>
      <StyledScore aria-live="polite" aria-atomic="true">
        <span aria-hidden="true">
          {score.home}:{score.away}
        </span>
        <VisuallyHidden>
          <Trans>
            Skóre {homeName} {score.home}, {awayName} {score.away}
          </Trans>
        </VisuallyHidden>
      </StyledScore>
      <StyledTeam>{awayName}</StyledTeam>
      {walkover && (
        <StyledStages>
          <Trans>Kontumace</Trans>
        </StyledStages>
      )}
      {!walkover && periods && <StyledStages>{periods}</StyledStages>}
    </StyledHeader>
  );
}
