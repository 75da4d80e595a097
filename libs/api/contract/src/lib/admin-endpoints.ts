// The organisers' administration area (/admin/, issue 16): its calls and their schemas. Every call
// checks roles on the server; every write is recorded in the audit log in the same transaction.
import * as v from 'valibot';
import { defineEndpoint, type Access } from './endpoint';
import { RefereeStateSchema } from './entities/referee';
import { RegistrationStateSchema } from './entities/team';
import { TeamRequestSchema, TeamRequestStateSchema } from './entities/team-request';
import { TransferSchema, TransferStateSchema } from './entities/transfer';
import { maxLength, messageCodes as m } from './messages';
import { OrderPaymentStatusSchema } from './order-summary-endpoints';
import { IdSchema, inputObject, LocalizedSchema } from './primitives';

/** Who decides club registrations: admins, super admins and club managers (issue 16). */
export const adminRegistrationAccess: Access[] = ['admin', 'clubManager'];
/** Exception requests and transfers: admins and club managers (issue 16 item 2). */
export const adminTeamRequestAccess: Access[] = ['admin', 'clubManager'];
/** Referee registrations: admins and referee managers (issue 16 item 2). */
export const adminRefereeAccess: Access[] = ['admin', 'refereeManager'];
/** The audit log: administration access only (SPEC §6). */
export const adminAuditAccess: Access[] = ['admin'];

/** Sums of a club's invoice items per currency, in whole units. */
export const InvoiceTotalsSchema = v.object({ czk: v.number(), eur: v.number() });
export type InvoiceTotals = v.InferOutput<typeof InvoiceTotalsSchema>;

/** One row of the registrations list. */
export const AdminClubRowSchema = v.object({
  id: v.number(),
  name: v.string(),
  countryId: v.number(),
  countryCode: v.string(),
  city: v.nullable(v.string()),
  registrationState: RegistrationStateSchema,
  teams: v.number(),
  /** People on the club's roster. */
  persons: v.number(),
  invoiceTotals: InvoiceTotalsSchema,
  /** ISO timestamp of the registration. */
  createdAt: v.string(),
  /**
   * Issue 24: paid, unpaid or overdue, and who marked it paid; null while the registration is new
   * (there is no order summary to pay yet).
   */
  payment: v.nullable(v.object({ ...OrderPaymentStatusSchema.entries, paidBy: v.nullable(v.string()) })),
});
export type AdminClubRow = v.InferOutput<typeof AdminClubRowSchema>;

export const AdminInvoiceItemSchema = v.object({
  id: v.number(),
  clubId: v.number(),
  clubName: v.string(),
  teamId: v.nullable(v.number()),
  code: v.string(),
  name: v.object({ cs: v.string(), en: v.string() }),
  quantity: v.number(),
  unitPrice: v.number(),
  currency: v.string(),
  note: v.nullable(v.string()),
});
export type AdminInvoiceItem = v.InferOutput<typeof AdminInvoiceItemSchema>;

export const AdminClubTeamSchema = v.object({
  id: v.number(),
  name: v.nullable(v.string()),
  teamNumber: v.number(),
  categoryCode: v.string(),
  /** "A chlapci": what tells a club's boys' and girls' A teams apart. */
  categoryName: LocalizedSchema,
  persons: v.number(),
  /** Players and leaders on the team's roster. */
  rosterSize: v.number(),
});
export type AdminClubTeam = v.InferOutput<typeof AdminClubTeamSchema>;

export const AdminContactSchema = v.object({ firstName: v.string(), lastName: v.string(), email: v.string(), phone: v.string() });

export const AdminClubDetailSchema = v.object({
  ...AdminClubRowSchema.entries,
  address: v.nullable(v.object({ street: v.string(), city: v.string(), zip: v.string() })),
  contact: v.nullable(AdminContactSchema),
  note: v.nullable(v.string()),
  teamList: v.array(AdminClubTeamSchema),
  invoiceItems: v.array(AdminInvoiceItemSchema),
});
export type AdminClubDetail = v.InferOutput<typeof AdminClubDetailSchema>;

/** Approve, process or return (to "new") many registrations at once. */
export const AdminClubStateBodySchema = inputObject({
  ids: v.pipe(v.array(IdSchema, m.invalid), v.minLength(1, m.required), v.maxLength(1000, m.tooLong)),
  state: v.picklist(RegistrationStateSchema.options, m.invalid),
  /** A word to the club, quoted in the e-mail that tells it of the decision (why it was returned). */
  message: v.optional(v.nullable(v.pipe(v.string(m.invalid), v.trim(), v.maxLength(maxLength.note, m.tooLong))), null),
});
export type AdminClubStateBody = v.InferInput<typeof AdminClubStateBodySchema>;

export const auditEntities = ['club', 'teamRequest', 'referee', 'transfer', 'config', 'place', 'teamCategory', 'playerLimits', 'pricelistItem', 'orderBundle', 'training', 'user', 'tournament', 'groupLots', 'categoryTieBreak', 'competition', 'match'] as const;
export const AuditEntitySchema = v.picklist(auditEntities, m.invalid);
export type AuditEntity = v.InferOutput<typeof AuditEntitySchema>;

export const AuditEntrySchema = v.object({
  id: v.number(),
  /** ISO timestamp. */
  at: v.string(),
  userId: v.nullable(v.number()),
  userEmail: v.string(),
  entity: v.string(),
  entityId: v.number(),
  action: v.string(),
  before: v.unknown(),
  after: v.unknown(),
  /**
   * Display names ("HC Dukla Praha (B I)") of the teams the row names by id: seeding pots are keyed
   * by team id, lots and moves list team ids. Absent when the row names no team.
   */
  teamNames: v.optional(v.record(v.string(), v.string())),
  /**
   * Names of the entities the row's id-valued fields hold, by field then id ({ placeId: { "5": "Hala Slavia" } }):
   * the page shows "Hala: — → Hala Slavia", not the id. Absent when the row stores no such id (or all are gone).
   */
  valueNames: v.optional(v.record(v.string(), v.record(v.string(), v.string()))),
  /** What the row is about by name ("HC Dukla Praha", a referee's name, a match's pairing); absent when it has none or is gone. */
  entityName: v.optional(v.string()),
});
export type AuditEntry = v.InferOutput<typeof AuditEntrySchema>;

export const AuditQuerySchema = inputObject({
  entity: v.optional(AuditEntitySchema),
  userId: v.optional(IdSchema),
  entityId: v.optional(IdSchema),
});
export type AuditQuery = v.InferInput<typeof AuditQuerySchema>;

/** An exception request with its club, for the organiser's list across clubs. */
export const AdminTeamRequestSchema = v.object({ ...TeamRequestSchema.entries, clubName: v.string() });
export type AdminTeamRequest = v.InferOutput<typeof AdminTeamRequestSchema>;

/** Approve or reject an exception request; a rejection says why (the club sees it). */
export const TeamRequestDecisionBodySchema = v.pipe(
  inputObject({
    state: v.picklist(['approved', 'rejected'], m.invalid),
    reason: v.optional(v.pipe(v.string(m.invalid), v.trim(), v.maxLength(maxLength.note, m.tooLong)), ''),
    waiveFee: v.optional(v.boolean(m.invalid), false),
  }),
  v.forward(
    v.check((body) => body.state !== 'rejected' || body.reason.length > 0, m.required),
    ['reason'],
  ),
);
export type TeamRequestDecisionBody = v.InferInput<typeof TeamRequestDecisionBodySchema>;

export const AdminRefereeSchema = v.object({
  id: v.number(),
  firstName: v.string(),
  lastName: v.string(),
  birthYear: v.number(),
  email: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  registrationState: RefereeStateSchema,
  createdAt: v.string(),
});
export type AdminReferee = v.InferOutput<typeof AdminRefereeSchema>;

export const RefereeDecisionBodySchema = inputObject({ state: v.picklist(['approved', 'rejected'], m.invalid) });
export type RefereeDecisionBody = v.InferInput<typeof RefereeDecisionBodySchema>;

/** A club's transfer with the club's name, for the organiser's list across clubs. */
export const AdminTransferSchema = v.object({ ...TransferSchema.entries, clubName: v.string() });
export type AdminTransfer = v.InferOutput<typeof AdminTransferSchema>;

/** Kinds of work that wait for an organiser (issue 24: the area's landing counts them). */
export const waitingWorkKinds = ['registrations', 'teamRequests', 'trainings', 'transfers', 'referees', 'unpaidOrders', 'overdueOrders'] as const;
export const WaitingWorkSchema = v.object({ items: v.array(v.object({ kind: v.picklist(waitingWorkKinds), count: v.number() })) });
export type WaitingWork = v.InferOutput<typeof WaitingWorkSchema>;
export type WaitingWorkKind = (typeof waitingWorkKinds)[number];

export const adminEndpoints = {
  /** What waits, per kind the caller decides (club managers: the clubs' work; referee managers: referees). */
  waitingWork: defineEndpoint({
    name: 'admin.waitingWork',
    method: 'GET',
    path: '/api/v1/admin/waiting-work',
    response: WaitingWorkSchema,
    access: ['admin', 'clubManager', 'refereeManager', 'placeManager', 'matchmaker'],
  }),
  clubs: defineEndpoint({
    name: 'admin.clubs',
    method: 'GET',
    path: '/api/v1/admin/clubs',
    response: v.object({ clubs: v.array(AdminClubRowSchema) }),
    access: adminRegistrationAccess,
  }),
  club: defineEndpoint({
    name: 'admin.club',
    method: 'GET',
    path: '/api/v1/admin/clubs/:id',
    params: inputObject({ id: IdSchema }),
    response: v.object({ club: AdminClubDetailSchema }),
    access: adminRegistrationAccess,
  }),
  /** Issue 24: an organiser marks the club's order paid, or takes it back; 409 `not_approved` while it is new. */
  clubPayment: defineEndpoint({
    name: 'admin.clubPayment',
    method: 'PUT',
    path: '/api/v1/admin/clubs/:id/payment',
    params: inputObject({ id: IdSchema }),
    body: inputObject({ paid: v.boolean(m.invalid) }),
    response: v.object({ club: AdminClubRowSchema }),
    access: adminRegistrationAccess,
  }),
  clubsState: defineEndpoint({
    name: 'admin.clubsState',
    method: 'POST',
    path: '/api/v1/admin/clubs/state',
    body: AdminClubStateBodySchema,
    response: v.object({ clubs: v.array(v.object({ id: v.number(), registrationState: RegistrationStateSchema })) }),
    access: adminRegistrationAccess,
  }),
  invoiceItems: defineEndpoint({
    name: 'admin.invoiceItems',
    method: 'GET',
    path: '/api/v1/admin/invoice-items',
    response: v.object({ items: v.array(AdminInvoiceItemSchema) }),
    access: adminRegistrationAccess,
  }),
  teamRequests: defineEndpoint({
    name: 'admin.teamRequests',
    method: 'GET',
    path: '/api/v1/admin/team-requests',
    query: inputObject({ state: v.optional(v.picklist(TeamRequestStateSchema.options, m.invalid)) }),
    response: v.object({ teamRequests: v.array(AdminTeamRequestSchema) }),
    access: adminTeamRequestAccess,
  }),
  teamRequestDecision: defineEndpoint({
    name: 'admin.teamRequestDecision',
    method: 'POST',
    path: '/api/v1/admin/team-requests/:id/decision',
    params: inputObject({ id: IdSchema }),
    body: TeamRequestDecisionBodySchema,
    response: v.object({ teamRequest: AdminTeamRequestSchema }),
    access: adminTeamRequestAccess,
  }),
  referees: defineEndpoint({
    name: 'admin.referees',
    method: 'GET',
    path: '/api/v1/admin/referees',
    response: v.object({ referees: v.array(AdminRefereeSchema) }),
    access: adminRefereeAccess,
  }),
  refereeDecision: defineEndpoint({
    name: 'admin.refereeDecision',
    method: 'POST',
    path: '/api/v1/admin/referees/:id/decision',
    params: inputObject({ id: IdSchema }),
    body: RefereeDecisionBodySchema,
    response: v.object({ referee: AdminRefereeSchema }),
    access: adminRefereeAccess,
  }),
  transfers: defineEndpoint({
    name: 'admin.transfers',
    method: 'GET',
    path: '/api/v1/admin/transfers',
    query: inputObject({ state: v.optional(v.picklist(TransferStateSchema.options, m.invalid)) }),
    response: v.object({ transfers: v.array(AdminTransferSchema) }),
    access: adminTeamRequestAccess,
  }),
  transferConfirm: defineEndpoint({
    name: 'admin.transferConfirm',
    method: 'POST',
    path: '/api/v1/admin/transfers/:id/confirm',
    params: inputObject({ id: IdSchema }),
    response: v.object({ transfer: AdminTransferSchema }),
    access: adminTeamRequestAccess,
  }),
  audit: defineEndpoint({
    name: 'admin.audit',
    method: 'GET',
    path: '/api/v1/admin/audit',
    query: AuditQuerySchema,
    response: v.object({ entries: v.array(AuditEntrySchema), users: v.array(v.object({ id: v.number(), email: v.string() })) }),
    access: adminAuditAccess,
  }),
} as const;
