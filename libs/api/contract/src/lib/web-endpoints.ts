// The web endpoint groups, apart from their schemas (web.ts): the web entry imports the schemas and
// the few calls of a first load from there, and no group ends up in its chunk (chunks split by module).
import * as v from 'valibot';
import { defineEndpoint, type Access } from './endpoint';
import { ExtraPersonGroupsAnswerSchema, ExtraPersonGroupsBodySchema } from './entities/extra-person-group';
import { OrderBundleSchema } from './entities/order';
import { ParticipantInputSchema, ParticipantSchema, ParticipantTeamsSchema } from './entities/participant';
import { PlaceSchema, PlaceTypeSchema } from './entities/place';
import { RefereeRegistrationBodySchema, RefereeSchema } from './entities/referee';
import { ClubRegistrationBodySchema, ClubRegistrationSchema } from './entities/registration';
import { ClubSchema } from './entities/team';
import { TeamRequestInputSchema, TeamRequestSchema } from './entities/team-request';
import { TransferInputSchema, TransferSchema } from './entities/transfer';
import { IdParamsSchema, IdSchema, OkSchema, inputObject } from './primitives';
import { UploadedFileSchema } from './cms';
import { webEnumsEndpoint } from './web';

/** Club logos: raster images only (an SVG can carry scripts and anonymous visitors upload these), at most 5 MiB. */
export const clubLogoUpload = { maxBytes: 5 * 1024 * 1024, mimeTypes: ['image/png', 'image/jpeg', 'image/webp'] } as const;

const ClubItemParamsSchema = inputObject({ clubId: IdSchema, id: IdSchema });
const ClubParamsSchema = inputObject({ clubId: IdSchema });
const ClubRegistrationAnswerSchema = v.object({ registration: ClubRegistrationSchema });
const TeamRequestAnswerSchema = v.object({ teamRequest: TeamRequestSchema });
const TransferAnswerSchema = v.object({ transfer: TransferSchema });
/** Club-zone data: the finer "this club" check is the server's (administersClub). */
const clubAccess: Access[] = ['clubAdmin', 'clubManager'];
/** Super reporters also read any club's roster (SPEC §6). */
const clubReadAccess: Access[] = ['clubAdmin', 'clubManager', 'reporter', 'admin'];

export const webEndpoints = {
  enums: webEnumsEndpoint,
  /** Public participants page: clubs by country, with their teams. */
  clubs: defineEndpoint({ name: 'web.clubs', method: 'GET', path: '/api/v1/web/clubs', response: v.object({ clubs: v.array(ClubSchema) }), access: ['public'], cache: 'static' }),
  club: defineEndpoint({
    name: 'web.club',
    method: 'GET',
    path: '/api/v1/web/clubs/:id',
    params: IdParamsSchema,
    response: v.object({ club: ClubSchema }),
    access: clubReadAccess,
  }),
  teamParticipants: defineEndpoint({
    name: 'web.teamParticipants',
    method: 'GET',
    path: '/api/v1/web/teams/:teamId/competition-participants',
    params: inputObject({ teamId: IdSchema }),
    response: v.object({ participants: v.array(ParticipantSchema) }),
    access: clubReadAccess,
  }),
  participants: defineEndpoint({
    name: 'web.participants',
    method: 'GET',
    path: '/api/v1/web/clubs/:clubId/participants',
    params: ClubParamsSchema,
    response: v.object({ participants: v.array(ParticipantSchema) }),
    access: clubReadAccess,
  }),
  participantCreate: defineEndpoint({
    name: 'web.participantCreate',
    method: 'POST',
    path: '/api/v1/web/clubs/:clubId/participants',
    params: ClubParamsSchema,
    body: ParticipantInputSchema,
    response: ParticipantTeamsSchema,
    access: clubAccess,
  }),
  /** Changing birth year or gender empties `teamIds` (SPEC §4); the web warns before sending. */
  participantUpdate: defineEndpoint({
    name: 'web.participantUpdate',
    method: 'PUT',
    path: '/api/v1/web/clubs/:clubId/participants/:id',
    params: ClubItemParamsSchema,
    body: ParticipantInputSchema,
    response: ParticipantTeamsSchema,
    access: clubAccess,
  }),
  participantRemove: defineEndpoint({
    name: 'web.participantRemove',
    method: 'DELETE',
    path: '/api/v1/web/clubs/:clubId/participants/:id',
    params: ClubItemParamsSchema,
    response: OkSchema,
    access: clubAccess,
  }),
  participantAddToTeam: defineEndpoint({
    name: 'web.participantAddToTeam',
    method: 'PUT',
    path: '/api/v1/web/clubs/:clubId/participants/:id/teams/:teamId',
    params: inputObject({ clubId: IdSchema, id: IdSchema, teamId: IdSchema }),
    response: ParticipantTeamsSchema,
    access: clubAccess,
  }),
  participantRemoveFromTeam: defineEndpoint({
    name: 'web.participantRemoveFromTeam',
    method: 'DELETE',
    path: '/api/v1/web/clubs/:clubId/participants/:id/teams/:teamId',
    params: inputObject({ clubId: IdSchema, id: IdSchema, teamId: IdSchema }),
    response: ParticipantTeamsSchema,
    access: clubAccess,
  }),
  /**
   * Open while club registration is (configuration), always for super admins and club managers.
   * Anonymous: `password` creates the contact person's account, which then administers the club.
   */
  /**
   * A club logo for the registration form (multipart, one part `file`); `file.url` goes into the
   * registration's `logo`. Allowed to whoever may register a club now (anyone while registration is
   * open, super admin and club managers always) and, with `clubId`, to that club's administrators.
   * PNG, JPEG or WebP (sniffed from the bytes) up to `clubLogoUpload.maxBytes`: 400 without a file,
   * 413 `payload_too_large` beyond, 415 `unsupported_media_type` otherwise; 429 `rate_limited` when an
   * anonymous visitor uploads too often.
   */
  clubLogoUpload: defineEndpoint({
    name: 'web.clubLogoUpload',
    method: 'POST',
    path: '/api/v1/web/club-logos',
    query: inputObject({ clubId: v.optional(IdSchema) }),
    response: v.object({ file: UploadedFileSchema }),
    access: ['public'],
  }),
  clubRegistrationCreate: defineEndpoint({
    name: 'web.clubRegistrationCreate',
    method: 'POST',
    path: '/api/v1/web/club-registrations',
    body: ClubRegistrationBodySchema,
    response: ClubRegistrationAnswerSchema,
    access: ['public'],
  }),
  /** `editable` false once the edit date passed, the club is approved or capacity is full (SPEC §4). */
  clubRegistration: defineEndpoint({
    name: 'web.clubRegistration',
    method: 'GET',
    path: '/api/v1/web/clubs/:clubId/registration',
    params: ClubParamsSchema,
    response: v.object({ registration: ClubRegistrationSchema, editable: v.boolean() }),
    access: clubReadAccess,
  }),
  clubRegistrationUpdate: defineEndpoint({
    name: 'web.clubRegistrationUpdate',
    method: 'PUT',
    path: '/api/v1/web/clubs/:clubId/registration',
    params: ClubParamsSchema,
    body: ClubRegistrationBodySchema,
    response: ClubRegistrationAnswerSchema,
    access: clubAccess,
  }),
  /** SPEC §3 extra person groups of a club (drivers, parents): they order bundles and extras like teams do. */
  extraPersonGroups: defineEndpoint({
    name: 'web.extraPersonGroups',
    method: 'GET',
    path: '/api/v1/web/clubs/:clubId/extra-person-groups',
    params: ClubParamsSchema,
    response: ExtraPersonGroupsAnswerSchema,
    access: clubReadAccess,
  }),
  /** Replaces the club's groups as the form lists them (a group left out is removed); the invoice follows. */
  extraPersonGroupsUpdate: defineEndpoint({
    name: 'web.extraPersonGroupsUpdate',
    method: 'PUT',
    path: '/api/v1/web/clubs/:clubId/extra-person-groups',
    params: ClubParamsSchema,
    body: ExtraPersonGroupsBodySchema,
    response: ExtraPersonGroupsAnswerSchema,
    access: clubAccess,
  }),
  refereeRegistration: defineEndpoint({
    name: 'web.refereeRegistration',
    method: 'POST',
    path: '/api/v1/web/referee-registrations',
    body: RefereeRegistrationBodySchema,
    response: v.object({ referee: RefereeSchema }),
    access: ['public'],
  }),
  /** Approved referees, sorted by last name in Czech order. */
  referees: defineEndpoint({ name: 'web.referees', method: 'GET', path: '/api/v1/web/referees', response: v.object({ referees: v.array(RefereeSchema) }), access: ['public'], cache: 'static' }),
  places: defineEndpoint({
    name: 'web.places',
    method: 'GET',
    path: '/api/v1/web/places',
    query: inputObject({ type: v.optional(PlaceTypeSchema) }),
    response: v.object({ places: v.array(PlaceSchema) }),
    access: ['public'],
    cache: 'static',
  }),
  orderBundles: defineEndpoint({
    name: 'web.orderBundles',
    method: 'GET',
    path: '/api/v1/web/order-bundles',
    response: v.object({ orderBundles: v.array(OrderBundleSchema) }),
    access: ['public'],
    cache: 'static',
  }),
  transfers: defineEndpoint({
    name: 'web.transfers',
    method: 'GET',
    path: '/api/v1/web/clubs/:clubId/transfers',
    params: ClubParamsSchema,
    response: v.object({ transfers: v.array(TransferSchema) }),
    access: clubReadAccess,
  }),
  transferCreate: defineEndpoint({
    name: 'web.transferCreate',
    method: 'POST',
    path: '/api/v1/web/clubs/:clubId/transfers',
    params: ClubParamsSchema,
    body: TransferInputSchema,
    response: TransferAnswerSchema,
    access: clubAccess,
  }),
  /** 409 `conflict` once the organiser confirmed it. */
  transferUpdate: defineEndpoint({
    name: 'web.transferUpdate',
    method: 'PUT',
    path: '/api/v1/web/clubs/:clubId/transfers/:id',
    params: ClubItemParamsSchema,
    body: TransferInputSchema,
    response: TransferAnswerSchema,
    access: clubAccess,
  }),
  transferRemove: defineEndpoint({
    name: 'web.transferRemove',
    method: 'DELETE',
    path: '/api/v1/web/clubs/:clubId/transfers/:id',
    params: ClubItemParamsSchema,
    response: OkSchema,
    access: clubAccess,
  }),
  /** Opened as a link in a new tab: an HTML page, not JSON. */
  orderSummaryPreview: defineEndpoint({
    name: 'web.orderSummaryPreview',
    method: 'GET',
    path: '/api/v1/web/clubs/:id/order-summary-preview',
    params: IdParamsSchema,
    response: v.string(),
    responseType: 'html',
    access: clubReadAccess,
  }),
  /** 400 with `fields` the web shows one by one; 403 `forbidden` while submissions are closed (SPEC §5). */
  exceptionRequestCreate: defineEndpoint({
    name: 'web.exceptionRequestCreate',
    method: 'POST',
    path: '/api/v1/competition/competition-participant-team-request',
    body: TeamRequestInputSchema,
    response: TeamRequestAnswerSchema,
    access: clubAccess,
  }),
  exceptionRequestCancel: defineEndpoint({
    name: 'web.exceptionRequestCancel',
    method: 'POST',
    path: '/api/v1/competition/competition-participant-team-request/:id/cancel',
    params: IdParamsSchema,
    response: TeamRequestAnswerSchema,
    access: clubAccess,
  }),
};
