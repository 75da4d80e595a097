import type { FastifyInstance } from 'fastify';
import { sql, type Kysely, type Transaction } from 'kysely';
import { adminClubsEndpoints, type AdminClubEdit, type AdminClubEditValues } from '@phc/api-contract';
import { birthYearSql } from '../clubzone/common';
import { ageFit, canJoinCategory, isOtherGender, type CategoryRules, type PersonFacts } from '../clubzone/rules';
import type { ContactPerson, Database } from '../../platform/db/schema';
import { badRequest, HttpError, notFound } from '../../platform/http/errors';
import { requireUser } from '../../platform/auth/guards';
import { route } from '../../platform/http/route';
import { currencyOfCountry } from '../clubzone/registration/invoice';
import { writeAudit } from '../../platform/audit/write-audit';

type Db = Kysely<Database>;
type Trx = Transaction<Database>;

/**
 * Whether a team's roster may move to a category (issue 16 item 1): every player must be allowed in it
 * (gender, age), and the players of the other gender and the older ones must stay within its
 * allowances. Leaders do not play, so they always fit.
 */
export function rosterFitsCategory(roster: readonly PersonFacts[], category: CategoryRules): boolean {
  const players = roster.filter((person) => !person.isLeader);
  if (!players.every((person) => canJoinCategory(person, category))) return false;
  const otherGender = players.filter((person) => isOtherGender(person.gender, category)).length;
  const older = players.filter((person) => ageFit(person.birthYear, category) === 'older').length;
  return otherGender <= category.maxOtherGenderPlayers && older <= category.maxOlderPlayers;
}

async function clubEdit(db: Db, id: number): Promise<AdminClubEdit> {
  const club = await db.selectFrom('clubs').select(['id', 'name', 'country_id', 'city']).where('id', '=', id).executeTakeFirst();
  if (!club) throw notFound(`No club ${id}`);
  const [registration, teams, countries, categories] = await Promise.all([
    db.selectFrom('club_registrations').select(['street', 'city', 'zip', 'tax_id', 'vat_id', 'contact', 'note']).where('club_id', '=', id).orderBy('id', 'desc').executeTakeFirst(),
    db
      .selectFrom('teams')
      .innerJoin('team_categories', 'team_categories.id', 'teams.team_category_id')
      .select([
        'teams.id',
        'teams.name',
        'teams.team_number',
        'teams.team_category_id',
        (eb) => eb.selectFrom('participant_teams').select((e) => e.fn.countAll<string>().as('n')).whereRef('participant_teams.team_id', '=', 'teams.id').as('roster'),
        (eb) => eb.exists(eb.selectFrom('group_teams').select('group_teams.team_id').whereRef('group_teams.team_id', '=', 'teams.id')).as('in_draw'),
      ])
      .where('teams.club_id', '=', id)
      .orderBy('team_categories.sort_order')
      .orderBy('teams.team_number')
      .execute(),
    db.selectFrom('countries').select(['id', 'code', 'name_cs', 'name_en']).orderBy('name_cs').execute(),
    db.selectFrom('team_categories').select(['id', 'code', 'name_cs', 'name_en']).orderBy('sort_order').execute(),
  ]);
  const contact = (registration?.contact ?? {}) as Partial<ContactPerson>;
  return {
    id: club.id,
    clubName: club.name,
    street: registration?.street ?? '',
    city: registration?.city ?? club.city ?? '',
    zip: registration?.zip ?? '',
    countryId: club.country_id,
    taxId: registration?.tax_id ?? null,
    vatId: registration?.vat_id ?? null,
    contact: { firstName: contact.firstName ?? '', lastName: contact.lastName ?? '', email: contact.email ?? '', phone: contact.phone ?? '' },
    note: registration?.note ?? null,
    teams: teams.map((t) => ({ id: t.id, name: t.name, teamNumber: t.team_number, teamCategoryId: t.team_category_id, rosterSize: Number(t.roster ?? 0), inDraw: Boolean(t.in_draw) })),
    countries: countries.map((c) => ({ id: c.id, code: c.code, name: { cs: c.name_cs, en: c.name_en } })),
    categories: categories.map((c) => ({ id: c.id, code: c.code, name: { cs: c.name_cs, en: c.name_en } })),
  };
}

/** A country change that would switch the currency of the club's existing invoice items: 409, the invoice stays right. */
async function checkCountry(trx: Trx, clubId: number, fromCountryId: number, toCountryId: number): Promise<void> {
  if (fromCountryId === toCountryId) return;
  const countries = await trx.selectFrom('countries').select(['id', 'code']).where('id', 'in', [fromCountryId, toCountryId]).execute();
  const to = countries.find((c) => c.id === toCountryId);
  if (!to) throw badRequest('Unknown country', { countryId: ['invalid'] });
  const from = countries.find((c) => c.id === fromCountryId);
  if (currencyOfCountry(to.code) === currencyOfCountry(from?.code ?? to.code)) return;
  const invoiced = await trx.selectFrom('invoice_items').select('id').where('club_id', '=', clubId).executeTakeFirst();
  if (invoiced) throw new HttpError(409, 'currency_change', 'The club has invoice items in the currency of its current country');
}

type StoredTeam = { id: number; name: string | null; team_category_id: number; team_number: number };

/** Category changes: a team in the draw keeps its category; a roster must fit the new one (409 with a stable code). */
async function checkCategoryChanges(trx: Trx, changed: readonly { stored: StoredTeam; categoryId: number; index: number }[]): Promise<void> {
  if (changed.length === 0) return;
  const ids = changed.map((c) => c.stored.id);
  const drawn = await trx.selectFrom('group_teams').select('team_id').where('team_id', 'in', ids).executeTakeFirst();
  if (drawn) throw new HttpError(409, 'team_in_draw', `Team ${drawn.team_id} plays in the draw; its category cannot change`);
  const categoryIds = [...new Set(changed.map((c) => c.categoryId))];
  const [categories, roster] = await Promise.all([
    trx.selectFrom('team_categories').selectAll().where('id', 'in', categoryIds).execute(),
    trx
      .selectFrom('participant_teams')
      .innerJoin('participants', 'participants.id', 'participant_teams.participant_id')
      .select(['participant_teams.team_id', 'participants.gender', 'participants.is_leader', birthYearSql.as('birth_year')])
      .where('participant_teams.team_id', 'in', ids)
      .execute(),
  ]);
  const fields: Record<string, string[]> = {};
  for (const change of changed) {
    const category = categories.find((c) => c.id === change.categoryId);
    if (!category) {
      fields[`teams.${change.index}.teamCategoryId`] = ['invalid'];
      continue;
    }
    const rules: CategoryRules = {
      gender: category.gender,
      birthYearFrom: category.birth_year_from,
      birthYearTo: category.birth_year_to,
      maxOtherGenderPlayers: category.max_other_gender_players,
      maxOlderPlayers: category.max_older_players,
    };
    const people = roster.filter((r) => r.team_id === change.stored.id).map((r) => ({ gender: r.gender, isLeader: r.is_leader, birthYear: Number(r.birth_year) }));
    if (!rosterFitsCategory(people, rules)) throw new HttpError(409, 'roster_breaks_category', `The roster of team ${change.stored.id} does not fit category ${category.code}`);
  }
  if (Object.keys(fields).length > 0) throw badRequest('Invalid club', fields);
}

/** Names and categories; a team moving to another category takes the next free number in it. */
async function writeTeams(trx: Trx, clubId: number, body: AdminClubEditValues) {
  const stored = await trx.selectFrom('teams').select(['id', 'name', 'team_category_id', 'team_number']).where('club_id', '=', clubId).orderBy('id').forUpdate().execute();
  const fields: Record<string, string[]> = {};
  body.teams.forEach((team, i) => {
    if (!stored.some((s) => s.id === team.id)) fields[`teams.${i}.id`] = ['invalid'];
  });
  if (Object.keys(fields).length > 0) throw badRequest('A team of another club', fields);
  const changes = body.teams.map((team, index) => ({ team, index, stored: stored.find((s) => s.id === team.id) as StoredTeam }));
  const moved = changes.filter((c) => c.team.teamCategoryId !== c.stored.team_category_id);
  await checkCategoryChanges(
    trx,
    moved.map((c) => ({ stored: c.stored, categoryId: c.team.teamCategoryId, index: c.index })),
  );
  const numbers = new Map<number, number>();
  for (const s of stored.filter((s) => !moved.some((m) => m.stored.id === s.id))) numbers.set(s.team_category_id, Math.max(numbers.get(s.team_category_id) ?? 0, s.team_number));
  const audit: { before: StoredTeam; after: StoredTeam }[] = [];
  for (const { team, stored: before } of changes) {
    const name = team.name || null;
    let number = before.team_number;
    if (team.teamCategoryId !== before.team_category_id) {
      number = (numbers.get(team.teamCategoryId) ?? 0) + 1;
      numbers.set(team.teamCategoryId, number);
    }
    if (name === before.name && number === before.team_number && team.teamCategoryId === before.team_category_id) continue;
    await trx.updateTable('teams').set({ name, team_category_id: team.teamCategoryId, team_number: number }).where('id', '=', team.id).execute();
    audit.push({ before, after: { id: team.id, name, team_category_id: team.teamCategoryId, team_number: number } });
  }
  return audit.map(({ before, after }) => ({
    id: before.id,
    before: { name: before.name, teamCategoryId: before.team_category_id, teamNumber: before.team_number },
    after: { name: after.name, teamCategoryId: after.team_category_id, teamNumber: after.team_number },
  }));
}

const clubFacts = (c: AdminClubEdit | AdminClubEditValues) => ({
  clubName: c.clubName,
  street: c.street,
  city: c.city,
  zip: c.zip,
  countryId: c.countryId,
  taxId: c.taxId || null,
  vatId: c.vatId || null,
  contact: c.contact,
  note: c.note || null,
});

/**
 * Editing a club and its teams (issue 16 item 1; SPEC §6 "admins may edit clubs"): the club's name,
 * address, contact and note, each team's name and category. The club's registration row and the
 * club row change together, with one audit record of the club (its teams' changes inside it).
 */
export function registerAdminClubEditRoutes(app: FastifyInstance): void {
  const { db } = app.ctx;

  route(app, adminClubsEndpoints.clubEdit, async ({ params }) => ({ club: await clubEdit(db, params.id) }));

  route(app, adminClubsEndpoints.clubUpdate, async ({ params, body, request }) => {
    const user = requireUser(request);
    const before = await clubEdit(db, params.id);
    await db.transaction().execute(async (trx) => {
      const club = await trx.selectFrom('clubs').select(['id', 'country_id']).where('id', '=', params.id).forUpdate().executeTakeFirst();
      if (!club) throw notFound(`No club ${params.id}`);
      await checkCountry(trx, club.id, club.country_id, body.countryId);
      const teams = await writeTeams(trx, club.id, body);
      const facts = clubFacts(body);
      // A region belongs to a country: another country leaves the club without one.
      const region = facts.countryId === club.country_id ? {} : { region_id: null };
      await trx.updateTable('clubs').set({ name: facts.clubName, city: facts.city, country_id: facts.countryId, ...region, updated_at: sql`now()` }).where('id', '=', club.id).execute();
      await trx
        .updateTable('club_registrations')
        .set({ club_name: facts.clubName, street: facts.street, city: facts.city, zip: facts.zip, country_id: facts.countryId, ...region, tax_id: facts.taxId, vat_id: facts.vatId, contact: JSON.stringify(facts.contact), note: facts.note, updated_at: sql`now()` })
        .where('club_id', '=', club.id)
        .execute();
      await writeAudit(trx, user, [
        {
          entity: 'club',
          entityId: club.id,
          action: 'edit',
          before: { ...clubFacts(before), teams: teams.map((t) => ({ id: t.id, ...t.before })) },
          after: { ...facts, teams: teams.map((t) => ({ id: t.id, ...t.after })) },
        },
      ]);
    });
    return { club: await clubEdit(db, params.id) };
  });
}
