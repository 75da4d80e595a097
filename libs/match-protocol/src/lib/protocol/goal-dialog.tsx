import styled from 'styled-components';
import { Trans } from '@lingui/react/macro';
import type { RosterEntry } from '@phc/api-contract';
import { Button, Dialog } from '@phc/ui';
import { rosterChoices } from './protocol-model';
import { formatClock } from './stopwatch';

export type GoalDialogProps = {
  open: boolean;
  team: { id: number; name: string; roster: readonly RosterEntry[] } | null;
  /** The match time the goal is recorded at (the clock, inside the stage being played). */
  time: { minute: number; second: number };
  onScorer: (participantId: number) => Promise<void> | void;
  /** The full event dialog, for an assist, another time or a player not listed. */
  onDetails: () => void;
  onClose: () => void;
};

const StyledPlayers = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  button {
    width: 100%;
    min-height: ${({ theme }) => theme.sizes.touchTarget};
    justify-content: flex-start;
    text-align: left;
  }
`;

/** The second tap of a goal: who scored it. The goal is saved at once, at the clock's time. */
export function GoalDialog({ open, team, time, onScorer, onDetails, onClose }: GoalDialogProps) {
  const players = team ? rosterChoices(team.roster) : [];
  const name = team?.name ?? '';
  const at = formatClock(time.minute, time.second);
  return (
    <Dialog
      open={open && team !== null}
      onClose={onClose}
      title={<Trans>Gól – {name}</Trans>}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            <Trans>Zrušit</Trans>
          </Button>
          <Button variant="secondary" onClick={onDetails}>
            <Trans>Podrobnosti…</Trans>
          </Button>
        </>
      }
    >
      <p>
        <Trans>Kdo dal gól v čase {at}?</Trans>
      </p>
      {players.length === 0 ? (
        <p>
          <Trans>Soupiska týmu {name} je prázdná. Doplňte ji na zápasové soupisce.</Trans>
        </p>
      ) : (
        <StyledPlayers aria-label={name}>
          {players.map((p, index) => (
            <li key={p.value}>
              <Button variant="secondary" data-autofocus={index === 0 ? true : undefined} onClick={() => void onScorer(Number(p.value))}>
                {p.label}
              </Button>
            </li>
          ))}
        </StyledPlayers>
      )}
    </Dialog>
  );
}
