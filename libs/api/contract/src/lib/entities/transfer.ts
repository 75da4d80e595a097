import * as v from 'valibot';
import { maxLength, messageCodes as m } from '../messages';
import { IntSchema, IsoDateSchema, TimeSchema, calendarDay, inputObject } from '../primitives';

export const TransferTypeSchema = v.picklist(['arrival_airport', 'departure_airport', 'arrival_station', 'departure_station'], m.required);
/** SPEC §4: editable until the organiser confirms. */
export const TransferStateSchema = v.picklist(['unconfirmed', 'confirmed']);

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
  time: v.pipe(v.string(m.required), TimeSchema),
  transferType: TransferTypeSchema,
  persons: IntSchema(1, 500),
  flightNumber: v.optional(v.nullable(v.pipe(v.string(m.invalid), v.trim(), v.maxLength(20, m.tooLong)))),
  landingTime: v.optional(v.nullable(TimeSchema)),
  note: v.optional(v.nullable(v.pipe(v.string(m.invalid), v.maxLength(maxLength.note, m.tooLong)))),
});
export type TransferInput = v.InferOutput<typeof TransferInputSchema>;
