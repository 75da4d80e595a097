import { sql, type Kysely } from 'kysely';
import { getSportRules, getTournament, onPragueClock, type Tournament, type TournamentId } from '@phc/tournaments';
import type { Database } from '../../db/schema';
import { countries } from '../data';
import { createRandom } from '../random';

/**
 * What every step of the demo seed (index.ts runs them in order) starts from. The steps draw from one
 * PRNG in a fixed order, so the demo is the same on every start: a step must not be moved before
 * another that draws.
 */
export type SeedBase = ReturnType<typeof seedBase>;

/** What a step adds to the context: a later step's input is the base and the results it reads. */
export type StepOut<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;

/** The handball cup is the big one; the sister tournaments are smaller but complete. */
function sizeOf(tournament: Tournament) {
  return tournament.id === 'phc'
    ? { halls: 36, categoryCodes: ['A', 'B', 'C', 'D', 'E'], teamsPerCategory: [40, 38, 42, 36, 44, 40, 38, 42, 36, 40], countries: countries.length, trainings: 80 }
    : { halls: 8, categoryCodes: ['A', 'B', 'C'], teamsPerCategory: [11, 10, 12, 10, 11, 12], countries: 12, trainings: 16 };
}

/** Each tournament its own, fixed PRNG seed (FNV-1a of the id). */
function seedOf(id: string): number {
  let h = 0x811c9dc5;
  for (const ch of id) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193);
  return h >>> 0;
}

export function seedBase(trx: Kysely<Database>, options: { tournament: TournamentId; now?: Date }, passwordHash: string) {
  const tournament = getTournament(options.tournament);
  const now = options.now ?? new Date();
  // The tournament's day and hour are Prague's: 23:30 UTC is already the next day there.
  const wallNow = onPragueClock(now);
  const today = new Date(Date.UTC(wallNow.getUTCFullYear(), wallNow.getUTCMonth(), wallNow.getUTCDate()));
  const firstDay = new Date(today.getTime() - 24 * 3600_000);
  return {
    trx,
    tournament,
    rules: getSportRules(tournament.sport),
    random: createRandom(seedOf(tournament.id)),
    now,
    wallNow,
    firstDay,
    size: sizeOf(tournament),
    passwordHash,
    day: (offset: number) => isoDay(new Date(firstDay.getTime() + offset * 24 * 3600_000)),
  };
}

export const slotMinutes = 40;
export const slotsPerDay = 18; // 08:00 – 19:20, the last match ends by 20:00
export const days = 4;

export async function insertBatched<T extends keyof Database & string>(db: Kysely<Database>, table: T, rows: Record<string, unknown>[], returning = false): Promise<{ id: number }[]> {
  const out: { id: number }[] = [];
  for (let i = 0; i < rows.length; i += 500) {
    const chunk = rows.slice(i, i + 500);
    const query = db.insertInto(table).values(chunk as never);
    if (returning) out.push(...((await query.returning(sql<number>`id`.as('id')).execute()) as { id: number }[]));
    else await query.execute();
  }
  return out;
}

export const isoDay = (d: Date) => d.toISOString().slice(0, 10);
export const json = (value: unknown) => JSON.stringify(value);
export const pad = (n: number, width = 2) => String(n).padStart(width, '0');
export const hhmm = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
