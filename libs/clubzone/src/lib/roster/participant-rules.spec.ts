import type { ConfigValue, Participant } from '@phc/api-contract';
import { applyChange, mayLead, minimumLeaderAge, teamsLostOnChange, tournamentYear } from './participant-rules';

const config = (over: Record<string, string | null> = {}): ConfigValue[] => [
  { key: 'tournament_start_date', dataType: 'datetime', value: over['start'] ?? '2026-07-01', format: 'date' },
  { key: 'leader_min_age_years', dataType: 'integer', value: over['age'] ?? '0', format: null },
];

const player: Participant = {
  id: 1,
  clubId: 2,
  firstName: 'Jan',
  lastName: 'Novák',
  birthYear: 2012,
  gender: 'M',
  isLeader: false,
  onException: false,
  jerseyNumber: 7,
  tournamentSpecificAttributes: { captain: false, goalkeeper: false },
  teamIds: [10, 11],
  availableTeamIds: [10, 11, 12],
};

describe('teamsLostOnChange (SPEC §4)', () => {
  it('takes the participant out of every team when the birth year changes', () => {
    expect(teamsLostOnChange(player, { birthYear: 2011, gender: 'M' })).toEqual([10, 11]);
  });

  it('takes the participant out of every team when the gender changes, to the third value too', () => {
    expect(teamsLostOnChange(player, { birthYear: 2012, gender: 'F' })).toEqual([10, 11]);
    expect(teamsLostOnChange(player, { birthYear: 2012, gender: 'I' })).toEqual([10, 11]);
  });

  it('keeps the teams when only the name or number changes, and costs nothing without teams or for a new participant', () => {
    expect(teamsLostOnChange(player, { birthYear: 2012, gender: 'M' })).toEqual([]);
    expect(teamsLostOnChange({ ...player, teamIds: [] }, { birthYear: 2000, gender: 'F' })).toEqual([]);
    expect(teamsLostOnChange(null, { birthYear: 2000, gender: 'F' })).toEqual([]);
  });

  it('applies the change as the server keeps it', () => {
    const input = { firstName: 'Jana', lastName: 'Nováková', birthYear: 2012, gender: 'F' as const, isLeader: false, jerseyNumber: null, tournamentSpecificAttributes: { captain: false, goalkeeper: false } };
    expect(applyChange(player, input)).toMatchObject({ firstName: 'Jana', gender: 'F', teamIds: [], jerseyNumber: null });
    expect(applyChange(player, { ...input, gender: 'M' }).teamIds).toEqual([10, 11]);
  });
});

describe('who may lead (SPEC §4, §9)', () => {
  it('counts ages in the tournament year, else the current year', () => {
    expect(tournamentYear(config(), new Date('2025-01-01'))).toBe(2026);
    expect(tournamentYear([], new Date('2025-05-01'))).toBe(2025);
  });

  it('needs 18 years when the configured minimum is 0, the configured age when it is above', () => {
    expect(minimumLeaderAge(config())).toBe(18);
    expect(minimumLeaderAge(config({ age: '21' }))).toBe(21);
    const now = new Date('2026-03-01');
    expect(mayLead(2008, config(), now)).toBe(true);
    expect(mayLead(2009, config(), now)).toBe(false);
    expect(mayLead(2006, config({ age: '21' }), now)).toBe(false);
    expect(mayLead(null, config(), now)).toBe(false);
  });
});
