import * as v from 'valibot';
import { maxLength, messageCodes as m } from '../messages';
import { IntSchema, IsoDateSchema, RequiredTimeSchema, TimeSchema, calendarDay, inputObject } from '../primitives';
import { configValue } from './config';
import type { ConfigValue } from './config-value';

export const TransferTypeSchema = v.picklist(['arrival_airport', 'departure_airport', 'arrival_station', 'departure_station'], m.required);
/** SPEC §4: editable until the organiser confirms. */
export const TransferStateSchema = v.picklist(['unconfirmed', 'confirmed']);
export type TransferState = v.InferOutput<typeof TransferStateSchema>;

export const TransferSchema = v.object({
  id: v.number(),
  clubId: v.number(),
  day: IsoDateSchema,
  time: v.string(m.invalid),
  transferType: TransferTypeSchema,
  persons: v.number(),
  flightNumber: v.nullable(v.string(m.invalid)),
  landingTime: v.nullable(v.string(m.invalid)),
  note: v.nullable(v.string(m.invalid)),
  state: TransferStateSchema,
});
export type Transfer = v.InferOutput<typeof TransferSchema>;

export const TransferInputSchema = inputObject({
  day: calendarDay(m.date, m.required),
  time: RequiredTimeSchema,
  transferType: TransferTypeSchema,
  persons: IntSchema(1, 500),
  flightNumber: v.optional(v.nullable(v.pipe(v.string(m.invalid), v.trim(), v.maxLength(20, m.tooLong)))),
  landingTime: v.optional(v.nullable(TimeSchema)),
  note: v.optional(v.nullable(v.pipe(v.string(m.invalid), v.maxLength(maxLength.note, m.tooLong)))),
});
export type TransferInput = v.InferOutput<typeof TransferInputSchema>;

/**
 * Days before the first day a club may arrive: teams come early for friendly matches and trainings
 * (SPEC §3 offers trainings before the tournament), but not weeks ahead.
 */
export const transferDaysBefore = 5;
/** The Easter tournament runs four days (the same default as the admin's tournament days). */
export const tournamentLengthDays = 4;

const shiftDay = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The days a transfer may fall on, `yyyy-mm-dd` inclusive: from `transferDaysBefore` days before
 * `tournament_start_date` (SPEC §9) to the day after the last day, since teams that play the final
 * leave the next morning. Null while no start date is configured: then no day can be refused.
 */
export function transferWindow(configurations: readonly ConfigValue[]): { from: string; till: string } | null {
  const raw = configValue(configurations, 'tournament_start_date');
  const start = typeof raw === 'string' && /^\d{4}-\d{2}-\d{2}/.test(raw) ? raw.slice(0, 10) : null;
  if (!start || Number.isNaN(Date.parse(`${start}T00:00:00Z`))) return null;
  return { from: shiftDay(start, -transferDaysBefore), till: shiftDay(start, tournamentLengthDays) };
}

/** Whether a transfer on `day` fits the tournament's window (any day while the window is unknown). */
export function isInTransferWindow(configurations: readonly ConfigValue[], day: string): boolean {
  const window = transferWindow(configurations);
  return !window || (day >= window.from && day <= window.till);
}
