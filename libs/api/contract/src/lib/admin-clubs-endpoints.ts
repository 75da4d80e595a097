// Editing a club and its teams in the administration area (issue 16 item 1; SPEC §6: admins may edit
// clubs). The club's fields are checked by the same rules as the club's own registration form.
import * as v from 'valibot';
import { adminRegistrationAccess } from './admin-endpoints';
import { defineEndpoint } from './endpoint';
import { ClubRegistrationBodySchema } from './entities/registration';
import { maxLength, messageCodes as m } from './messages';
import { IdSchema, inputObject, storableText } from './primitives';

/** The registration form's own field rules (name, address, contact...), so both forms accept the same input. */
const registration = ClubRegistrationBodySchema.pipe[0].entries;

/** One team's editable data: its name and its category (the number follows the category). */
export const AdminTeamEditSchema = inputObject({
  id: IdSchema,
  name: v.optional(v.nullable(v.pipe(v.string(m.invalid), v.trim(), v.maxLength(maxLength.name, m.tooLong), storableText())), null),
  teamCategoryId: v.pipe(v.unknown(), v.check((id) => id !== undefined && id !== null && id !== '', m.required), IdSchema),
});
export type AdminTeamEdit = v.InferOutput<typeof AdminTeamEditSchema>;

/**
 * A club's data as the organiser corrects it. The teams are the club's existing ones (each once);
 * adding and removing teams stays with the club's registration form, which also prices them.
 */
export const AdminClubEditBodySchema = v.pipe(
  inputObject({
    clubName: registration.clubName,
    street: registration.street,
    city: registration.city,
    zip: registration.zip,
    countryId: registration.countryId,
    taxId: registration.taxId,
    vatId: registration.vatId,
    contact: registration.contact,
    note: registration.note,
    teams: v.pipe(v.array(AdminTeamEditSchema, m.invalid), v.maxLength(200, m.max)),
  }),
  v.forward(
    v.check((body) => new Set(body.teams.map((team) => team.id)).size === body.teams.length, m.invalid),
    ['teams'],
  ),
);
export type AdminClubEditBody = v.InferInput<typeof AdminClubEditBodySchema>;
export type AdminClubEditValues = v.InferOutput<typeof AdminClubEditBodySchema>;

export const AdminClubEditTeamSchema = v.object({
  id: v.number(),
  name: v.nullable(v.string()),
  teamNumber: v.number(),
  teamCategoryId: v.number(),
  /** Players and leaders on the team's roster: a new category must fit them. */
  rosterSize: v.number(),
  /** A team already placed in a group keeps its category. */
  inDraw: v.boolean(),
});
export type AdminClubEditTeam = v.InferOutput<typeof AdminClubEditTeamSchema>;

const OptionSchema = v.object({ id: v.number(), code: v.string(), name: v.object({ cs: v.string(), en: v.string() }) });

/** What the edit form loads: the stored values and the choices of its selects. */
export const AdminClubEditSchema = v.object({
  id: v.number(),
  clubName: v.string(),
  street: v.string(),
  city: v.string(),
  zip: v.string(),
  countryId: v.number(),
  taxId: v.nullable(v.string()),
  vatId: v.nullable(v.string()),
  contact: v.object({ firstName: v.string(), lastName: v.string(), email: v.string(), phone: v.string() }),
  note: v.nullable(v.string()),
  teams: v.array(AdminClubEditTeamSchema),
  countries: v.array(OptionSchema),
  categories: v.array(OptionSchema),
});
export type AdminClubEdit = v.InferOutput<typeof AdminClubEditSchema>;

/** Stable codes of the 409s a club edit can answer; the screen explains each. */
export const clubEditConflictCodes = ['team_in_draw', 'roster_breaks_category', 'currency_change'] as const;
export type ClubEditConflictCode = (typeof clubEditConflictCodes)[number];

export const adminClubsEndpoints = {
  clubEdit: defineEndpoint({
    name: 'admin.clubEdit',
    method: 'GET',
    path: '/api/v1/admin/clubs/:id/edit',
    params: inputObject({ id: IdSchema }),
    response: v.object({ club: AdminClubEditSchema }),
    access: adminRegistrationAccess,
  }),
  clubUpdate: defineEndpoint({
    name: 'admin.clubUpdate',
    method: 'PUT',
    path: '/api/v1/admin/clubs/:id',
    params: inputObject({ id: IdSchema }),
    body: AdminClubEditBodySchema,
    response: v.object({ club: AdminClubEditSchema }),
    access: adminRegistrationAccess,
  }),
} as const;
