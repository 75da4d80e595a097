import * as v from 'valibot';
import { messageCodes as m } from '../messages';
import { IdSchema, IntSchema, inputObject } from '../primitives';

const count = /* @__NO_SIDE_EFFECTS__ */ (max: number) => v.optional(IntSchema(0, max), 0);

/** A club brings at most this many extra person groups (drivers, parents, fans: one group per bus or car is plenty). */
export const extraPersonGroupLimits = { maxGroups: 20 } as const;

/**
 * SPEC §3 Extra person group: people who come with the club but play in no team (drivers, parents).
 * They order a bundle for `persons`, seats at the handball restaurant, VIP party tickets and single rooms.
 */
export const ExtraPersonGroupInputSchema = inputObject({
  /** Set when editing a stored group; absent for a new one. */
  id: v.optional(IdSchema),
  orderBundleId: v.optional(v.nullable(IdSchema), null),
  persons: count(200),
  handballPersons: count(200),
  vipPartyPersons: count(200),
  singleRooms: count(100),
});
export type ExtraPersonGroupInput = v.InferOutput<typeof ExtraPersonGroupInputSchema>;

export const ExtraPersonGroupsBodySchema = inputObject({
  groups: v.pipe(v.array(ExtraPersonGroupInputSchema, m.invalid), v.maxLength(extraPersonGroupLimits.maxGroups, m.max)),
});
export type ExtraPersonGroupsBody = v.InferOutput<typeof ExtraPersonGroupsBodySchema>;

export const ExtraPersonGroupSchema = v.object({
  id: v.number(),
  uuid: v.string(),
  orderBundleId: v.nullable(v.number()),
  persons: v.number(),
  handballPersons: v.number(),
  vipPartyPersons: v.number(),
  singleRooms: v.number(),
});
export type ExtraPersonGroup = v.InferOutput<typeof ExtraPersonGroupSchema>;

export const ExtraPersonGroupsAnswerSchema = v.object({ groups: v.array(ExtraPersonGroupSchema) });
