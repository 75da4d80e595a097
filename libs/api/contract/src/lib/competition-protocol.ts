// Closing a match protocol (confirm, seal, reopen), the matches a user may edit, and the PINs behind
// them, as single consts: the protocol's chunk imports only these (see competition-endpoints.ts).
import * as v from 'valibot';
import { defineEndpoint } from './endpoint';
import { RosterStateSchema } from './entities/match';
import { messageCodes as m } from './messages';
import { IdParamsSchema, IdSchema, IsoDateTimeSchema, inputObject } from './primitives';

/** Who confirmed the result and who sealed the protocol; sealed means read-only but for the super admin. */
export const ProtocolStateSchema = v.object({
  homeConfirmedAt: v.nullable(IsoDateTimeSchema),
  awayConfirmedAt: v.nullable(IsoDateTimeSchema),
  sealedAt: v.nullable(IsoDateTimeSchema),
  sealedByRefereeId: v.nullable(v.number()),
  /** Whether each side's match roster is confirmed: starting a match without one asks first (issue 24). */
  homeRosterState: v.optional(RosterStateSchema),
  awayRosterState: v.optional(RosterStateSchema),
});
export type ProtocolState = v.InferOutput<typeof ProtocolStateSchema>;

/** Digits of a team's or a referee's protocol PIN: 10^8 values, which the server's PIN limits cannot exhaust in a tournament (issue 26). */
export const protocolPinLength = 8;
/** A team's or a referee's protocol PIN: exactly `protocolPinLength` digits. */
export const ProtocolPinSchema = v.pipe(v.string(m.invalidPin), v.regex(new RegExp(`^\\d{${protocolPinLength}}$`), m.invalidPin));

/** A match the user may edit: `teamIds` null is the whole match, otherwise the teams whose roster a leader may edit. */
export const MyMatchSchema = v.object({ matchId: v.number(), teamIds: v.nullable(v.array(v.number())) });
export type MyMatch = v.InferOutput<typeof MyMatchSchema>;

const ProtocolAnswerSchema = v.object({ protocol: ProtocolStateSchema });

/** Today's matches first, then by start time. */
export const competitionMyMatchesEndpoint = defineEndpoint({
  name: 'competition.myMatches',
  method: 'GET',
  path: '/api/v1/competition/my-matches',
  response: v.object({ matches: v.array(MyMatchSchema) }),
  access: ['user'],
});

/** A team leader confirms the result on the reporter's device; 409 `notFinished` before the end, `sealed` after sealing. */
export const competitionConfirmResultEndpoint = defineEndpoint({
  name: 'competition.confirmResult',
  method: 'POST',
  path: '/api/v1/competition/competition-match/:id/confirm',
  params: IdParamsSchema,
  body: inputObject({ _data: inputObject({ side: v.picklist(['home', 'away'], m.invalid), pin: ProtocolPinSchema }) }),
  response: ProtocolAnswerSchema,
  access: ['reporter', 'superAdmin'],
});

/** A referee of the match seals the protocol with their PIN. */
export const competitionSealProtocolEndpoint = defineEndpoint({
  name: 'competition.sealProtocol',
  method: 'POST',
  path: '/api/v1/competition/competition-match/:id/seal',
  params: IdParamsSchema,
  body: inputObject({ _data: inputObject({ refereeId: IdSchema, pin: ProtocolPinSchema }) }),
  response: ProtocolAnswerSchema,
  access: ['reporter', 'superAdmin'],
});

/** Opens a sealed protocol again (and drops the confirmations: the result may change). */
export const competitionReopenProtocolEndpoint = defineEndpoint({
  name: 'competition.reopenProtocol',
  method: 'POST',
  path: '/api/v1/competition/competition-match/:id/reopen',
  params: IdParamsSchema,
  response: ProtocolAnswerSchema,
  access: ['superAdmin'],
});

/** The protocol PINs of a club's teams: its administrators see all, a team leader their own teams'. */
export const clubProtocolPinsEndpoint = defineEndpoint({
  name: 'competition.clubProtocolPins',
  method: 'GET',
  path: '/api/v1/web/clubs/:id/protocol-pins',
  params: IdParamsSchema,
  response: v.object({ pins: v.array(v.object({ teamId: v.number(), pin: v.string() })) }),
  access: ['user'],
});
