import type { Match, RosterEntry } from '@phc/api-contract';
import { copyRoster, previousMatchOf } from './previous-roster';
import type { RosterDraftLine } from './roster-checks';

const match = (id: number, startsAt: string, homeTeamId: number | null, awayTeamId: number | null) => ({ id, startsAt, homeTeamId, awayTeamId }) as Match;
const line = (participantId: number, over: Partial<RosterDraftLine> = {}): RosterDraftLine => ({ participantId, selected: false, jerseyNumber: '', isLeader: false, isCaptain: false, isGoalkeeper: false, ...over });
const entry = (participantId: number, jerseyNumber: number | null, isLeader = false): RosterEntry => ({ participantId, firstName: 'A', lastName: 'B', jerseyNumber, isLeader, isCaptain: false, isGoalkeeper: false });

describe('previous match of a team', () => {
  const matches = [match(1, '2026-04-02T08:00:00Z', 5, 6), match(2, '2026-04-02T12:00:00Z', 7, 5), match(3, '2026-04-02T16:00:00Z', 5, 8), match(4, '2026-04-02T14:00:00Z', 7, 8)];

  it('is the latest match of that team before this one', () => {
    expect(previousMatchOf(matches, matches[2], 5)?.id).toBe(2);
  });

  it('is null for the team’s first match', () => {
    expect(previousMatchOf(matches, matches[0], 5)).toBeNull();
  });
});

describe('copying the previous roster', () => {
  it('selects its players with their numbers and roles, unselects the rest, counts who left the club roster', () => {
    const draft = new Map([
      [1, line(1, { selected: true, jerseyNumber: '4' })],
      [2, line(2, { jerseyNumber: '8' })],
      [3, line(3)],
    ]);
    const result = copyRoster(draft, [entry(2, 10), entry(3, null, true), entry(99, 5)]);
    expect(result.copied).toBe(2);
    expect(result.skipped).toBe(1);
    expect(result.draft.get(1)).toMatchObject({ selected: false, jerseyNumber: '4' });
    expect(result.draft.get(2)).toMatchObject({ selected: true, jerseyNumber: '10' });
    expect(result.draft.get(3)).toMatchObject({ selected: true, isLeader: true });
  });
});
