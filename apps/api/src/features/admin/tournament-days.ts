import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** The Easter tournament runs four days: the days offered before any match is drawn. */
const defaultLength = 4;

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/**
 * The tournament's days, in order: the days with matches; before the draw, `defaultLength` days from
 * the configured start date. Days that already hold data (`kept`) stay listed, so nothing entered
 * for a day disappears from the screens when the schedule moves.
 */
export function tournamentDays(matchDays: readonly string[], startDate: string | null, kept: readonly string[] = []): string[] {
  const base = matchDays.length > 0 ? matchDays : startDate ? Array.from({ length: defaultLength }, (_, i) => addDays(startDate, i)) : [];
  return [...new Set([...base, ...kept])].sort();
}

/**
 * Reads `tournamentDays` from the database. A match's day is its UTC date, the day the match
 * protocol asks hall referees for (competition/referees.ts).
 */
export async function loadTournamentDays(db: Db): Promise<string[]> {
  const [matchDays, start, opening, referees] = await Promise.all([
    db.selectFrom('matches').select(sql<string>`to_char(starts_at at time zone 'UTC', 'YYYY-MM-DD')`.as('day')).distinct().execute(),
    db.selectFrom('config_values').select('value').where('key', '=', 'tournament_start_date').executeTakeFirst(),
    db.selectFrom('place_opening_days').select(sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day')).distinct().execute(),
    db.selectFrom('hall_referee_days').select(sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day')).distinct().execute(),
  ]);
  const startDate = start?.value && /^\d{4}-\d{2}-\d{2}/.test(start.value) ? start.value.slice(0, 10) : null;
  return tournamentDays(
    matchDays.map((r) => r.day),
    startDate,
    [...opening, ...referees].map((r) => r.day),
  );
}
