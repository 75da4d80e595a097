// The checks an import makes across rows and files, after each row passed its schema: keys unique
// within their table, every reference naming a row of the upload (or, for lookups, one the database
// already has), a match not played by a team against itself.
import { importErrorCodes, tournamentTableNames, type ImportRowError, type TournamentTable, type TournamentTables } from '@phc/api-contract';

/** The column holding a table's own key; link tables have a composite key instead. */
const keyColumn: Partial<Record<TournamentTable, string>> = {
  countries: 'code',
  matchStages: 'code',
  eventTypes: 'code',
  categories: 'key',
  places: 'key',
  roundLevels: 'key',
  clubs: 'key',
  teams: 'key',
  players: 'key',
  groups: 'key',
  referees: 'key',
  matches: 'key',
};
const compositeKey: Partial<Record<TournamentTable, string[]>> = {
  teamPlayers: ['team', 'player'],
  groupTeams: ['group', 'team'],
  groupLots: ['group', 'team'],
  matchReferees: ['match', 'referee'],
  matchRosters: ['match', 'player'],
};

/** Columns that name a row of another table. */
export const references: Partial<Record<TournamentTable, Record<string, TournamentTable>>> = {
  roundLevels: { category: 'categories' },
  clubs: { country: 'countries' },
  teams: { club: 'clubs', category: 'categories' },
  players: { club: 'clubs' },
  teamPlayers: { team: 'teams', player: 'players' },
  groups: { category: 'categories', roundLevel: 'roundLevels' },
  groupTeams: { group: 'groups', team: 'teams' },
  groupLots: { group: 'groups', team: 'teams' },
  matches: { group: 'groups', homeTeam: 'teams', awayTeam: 'teams', homeFromGroup: 'groups', awayFromGroup: 'groups', place: 'places', stage: 'matchStages' },
  matchReferees: { match: 'matches', referee: 'referees' },
  matchRosters: { match: 'matches', team: 'teams', player: 'players' },
  matchEvents: { match: 'matches', type: 'eventTypes', team: 'teams', player: 'players', assist: 'players', stage: 'matchStages' },
};

/** Where each row came from: its file and line (CSV line or JSON row number). */
export type RowOrigin = (table: TournamentTable, index: number) => { file: string; line: number };

/**
 * Every cross-row problem of an upload. `existing`: keys the database already has for the tables an
 * import may leave out (countries, stages, event types, categories, halls, round levels).
 */
export function checkReferences(tables: TournamentTables, origin: RowOrigin, existing: Partial<Record<TournamentTable, Iterable<string>>>): ImportRowError[] {
  const errors: ImportRowError[] = [];
  const error = (table: TournamentTable, index: number, field: string, code: string) => errors.push({ ...origin(table, index), table, field, code });
  const known = new Map<TournamentTable, Set<string>>();
  for (const table of tournamentTableNames) {
    const rows = tables[table] as unknown as Record<string, unknown>[];
    const column = keyColumn[table];
    const composite = compositeKey[table];
    const keys = new Set<string>(existing[table] ?? []);
    const uploaded = new Set<string>();
    rows.forEach((row, i) => {
      const key = column ? String(row[column]) : composite ? composite.map((c) => row[c]).join('\u0000') : null;
      if (key === null) return;
      if (uploaded.has(key)) error(table, i, column ?? composite?.[composite.length - 1] ?? '_', importErrorCodes.duplicateKey);
      uploaded.add(key);
      keys.add(key);
    });
    known.set(table, keys);
  }
  for (const table of Object.keys(references) as TournamentTable[]) {
    const columns = Object.entries(references[table] ?? {});
    (tables[table] as unknown as Record<string, unknown>[]).forEach((row, i) => {
      for (const [column, target] of columns) {
        const value = row[column];
        if (value !== null && value !== undefined && !known.get(target)?.has(String(value))) error(table, i, column, importErrorCodes.unknownKey);
      }
    });
  }
  tables.matches.forEach((m, i) => {
    if (m.homeTeam !== null && m.homeTeam === m.awayTeam) error('matches', i, 'awayTeam', importErrorCodes.inconsistent);
  });
  checkCategories(tables, error);
  return errors;
}

/**
 * A group and what it holds belong to one category: its round level when that level is a category's
 * own (the builder's), and its teams. The database would take either, and the builder and the public
 * pages would then show a team or a level under the wrong category.
 */
function checkCategories(tables: TournamentTables, error: (table: TournamentTable, index: number, field: string, code: string) => void): void {
  const levelCategory = new Map(tables.roundLevels.flatMap((l) => (l.category == null ? [] : [[l.key, l.category] as const])));
  const groupCategory = new Map(tables.groups.map((g) => [g.key, g.category]));
  const teamCategory = new Map(tables.teams.map((t) => [t.key, t.category]));
  tables.groups.forEach((g, i) => {
    const own = levelCategory.get(g.roundLevel);
    if (own !== undefined && own !== g.category) error('groups', i, 'roundLevel', importErrorCodes.otherCategory);
  });
  tables.groupTeams.forEach((row, i) => {
    const group = groupCategory.get(row.group);
    const team = teamCategory.get(row.team);
    if (group !== undefined && team !== undefined && group !== team) error('groupTeams', i, 'team', importErrorCodes.otherCategory);
  });
}
