import styled from 'styled-components';
import { Trans } from '@lingui/react/macro';
import { Button } from '@phc/ui';
import { formatClock } from './stopwatch';
import type { RunningPenalty } from './suspensions';

const StyledBox = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
  }
  li {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
  }
`;

const StyledCountdown = styled.span`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.danger};
`;

const StyledBigButtons = styled.div<{ $columns?: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns = 2 }) => $columns}, 1fr);
  gap: ${({ theme }) => theme.space[2]};
  button {
    min-height: calc(2 * ${({ theme }) => theme.sizes.touchTarget});
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const StyledGoalButtons = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space[2]};
  button {
    min-height: ${({ theme }) => theme.sizes.touchTarget};
    overflow-wrap: anywhere;
  }
`;

/** Handball suspensions and floorball penalties counting down next to the clock. */
export function RunningPenaltiesList({ penalties, describe }: { penalties: readonly RunningPenalty[]; describe: (p: RunningPenalty) => string }) {
  if (penalties.length === 0) return null;
  return (
    <StyledBox>
      <h2>
        <Trans>Vyloučení</Trans>
      </h2>
      <ul>
        {penalties.map((p) => (
          <li key={p.clientId}>
            <span>{describe(p)}</span>
            <StyledCountdown>{formatClock(Math.floor(p.remaining / 60), p.remaining % 60)}</StyledCountdown>
          </li>
        ))}
      </ul>
    </StyledBox>
  );
}

/** Volleyball: one tap per rally, for the team that won it. */
export function RallyButtons({ homeName, awayName, setScore, disabled, onPoint }: { homeName: string; awayName: string; setScore: { home: number; away: number }; disabled: boolean; onPoint: (side: 'home' | 'away') => void }) {
  return (
    <StyledBox>
      <h2>
        <Trans>
          Skóre setu {setScore.home}:{setScore.away}
        </Trans>
      </h2>
      <StyledBigButtons>
        {/* The visible text is the whole name ("+1 Dukla"), so voice control finds the button by what it shows. */}
        <Button disabled={disabled} onClick={() => onPoint('home')}>
          +1 {homeName}
        </Button>
        <Button disabled={disabled} onClick={() => onPoint('away')}>
          +1 {awayName}
        </Button>
      </StyledBigButtons>
    </StyledBox>
  );
}

/** Basketball: 1, 2 and 3 points per team open the event dialog with the type chosen, for the player. */
export function PointButtons({ homeName, awayName, disabled, onPoints }: { homeName: string; awayName: string; disabled: boolean; onPoints: (side: 'home' | 'away', points: 1 | 2 | 3) => void }) {
  const row = (side: 'home' | 'away', name: string) => (
    <div role="group" aria-label={name}>
      <StyledBigButtons $columns={3}>
        {([1, 2, 3] as const).map((points) => (
          <Button key={points} variant="secondary" disabled={disabled} onClick={() => onPoints(side, points)}>
            +{points}
          </Button>
        ))}
      </StyledBigButtons>
    </div>
  );
  return (
    <StyledBox>
      <h2>
        <Trans>Body</Trans>
      </h2>
      <span>{homeName}</span>
      {row('home', homeName)}
      <span>{awayName}</span>
      {row('away', awayName)}
    </StyledBox>
  );
}

/** Handball, floorball, football: a goal is two taps, this team's button and then the scorer. */
export function GoalButtons({ homeName, awayName, disabled, onGoal }: { homeName: string; awayName: string; disabled: boolean; onGoal: (side: 'home' | 'away') => void }) {
  return (
    <StyledBox>
      <h2>
        <Trans>Gól</Trans>
      </h2>
      <StyledGoalButtons>
        <Button disabled={disabled} onClick={() => onGoal('home')}>
          <Trans>Gól {homeName}</Trans>
        </Button>
        <Button disabled={disabled} onClick={() => onGoal('away')}>
          <Trans>Gól {awayName}</Trans>
        </Button>
      </StyledGoalButtons>
    </StyledBox>
  );
}
