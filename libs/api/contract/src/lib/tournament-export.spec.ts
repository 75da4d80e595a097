import * as v from 'valibot';
import { TournamentExportSchema, tournamentTableNames } from './tournament-export';

/** A version 1 file as written before round levels named their category and teams their seeding pot. */
const olderFile = {
  format: 'phc-tournament',
  version: 1,
  exportedAt: '2026-04-06T10:00:00.000Z',
  sport: 'handball',
  ...Object.fromEntries(tournamentTableNames.map((table) => [table, []])),
  categories: [
    { key: 'EX', code: 'E', gender: 'X', nameCs: 'E mix', nameEn: 'E mixed', birthYearFrom: 2012, birthYearTo: 2013, order: 1, maxOtherGenderPlayers: 0, maxOlderPlayers: 0, smallCourt: false, tieBreak: null, draw: null },
  ],
  roundLevels: [{ key: 'group', isBracket: false, nameCs: 'Skupiny', nameEn: 'Groups', order: 1 }],
  teams: [{ key: 't1', club: 'c1', category: 'EX', name: null, number: 1 }],
};

describe('the tournament exchange format, version 1', () => {
  it('reads a file written before the level’s own category and the team’s seeding pot: both empty', () => {
    const parsed = v.safeParse(TournamentExportSchema, olderFile);
    expect(parsed.success).toBe(true);
    expect(parsed.output).toMatchObject({ roundLevels: [{ key: 'group', category: null }], teams: [{ key: 't1', seedingPot: null }] });
  });

  it('reads both when given, and refuses a pot out of the builder’s range', () => {
    const given = { ...olderFile, roundLevels: [{ ...olderFile.roundLevels[0], category: 'EX' }], teams: [{ ...olderFile.teams[0], seedingPot: 3 }] };
    expect(v.parse(TournamentExportSchema, given)).toMatchObject({ roundLevels: [{ category: 'EX' }], teams: [{ seedingPot: 3 }] });
    const tooHigh = v.safeParse(TournamentExportSchema, { ...given, teams: [{ ...olderFile.teams[0], seedingPot: 17 }] });
    expect(tooHigh.success).toBe(false);
    expect(tooHigh.issues?.[0].path?.map((p) => p.key)).toEqual(['teams', 0, 'seedingPot']);
  });
});
