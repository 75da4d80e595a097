import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { adminEndpoints, orderPaymentState, type AdminClubRow, type AdminInvoiceItem, type InvoiceTotals, type RegistrationState } from '@phc/api-contract';
import { tournamentDay } from '@phc/tournaments';
import type { Database } from '../../platform/db/schema';
import { HttpError, conflict, notFound } from '../../platform/http/errors';
import { isOrderSummaryOpen } from '../clubzone/registration/order-summary-data';
import { requireUser } from '../../platform/auth/guards';
import { route } from '../../platform/http/route';
import type { ClubNotices } from '../clubzone/notices/club-notices';
import { writeAudit } from '../../platform/audit/write-audit';

type Db = Kysely<Database>;

const countBy = (rows: { club_id: number; n: string | number | bigint }[]) => new Map(rows.map((r) => [r.club_id, Number(r.n)]));

/** Invoice item sums per club and currency: quantity × unit price, whole units. */
async function invoiceTotals(db: Db, clubIds?: number[]): Promise<Map<number, InvoiceTotals>> {
  let query = db
    .selectFrom('invoice_items')
    .select(['club_id', 'currency', sql<string>`sum(quantity * unit_price)`.as('total')])
    .groupBy(['club_id', 'currency']);
  if (clubIds) query = query.where('club_id', 'in', clubIds);
  const totals = new Map<number, InvoiceTotals>();
  for (const row of await query.execute()) {
    const sums = totals.get(row.club_id) ?? { czk: 0, eur: 0 };
    if (row.currency === 'EUR') sums.eur += Number(row.total);
    else sums.czk += Number(row.total);
    totals.set(row.club_id, sums);
  }
  return totals;
}

/** The due date of every order (configuration `payment_due_date`), YYYY-MM-DD; null when none is set. */
async function paymentDueDate(db: Db): Promise<string | null> {
  const row = await db.selectFrom('config_values').select('value').where('key', '=', 'payment_due_date').executeTakeFirst();
  return row?.value ? row.value.slice(0, 10) : null;
}

/** The registrations list (or one club's row): grouped reads merged here, the same on PGlite and PostgreSQL. */
async function clubRows(db: Db, now: Date, clubIds?: number[]): Promise<AdminClubRow[]> {
  const [clubs, teams, persons, totals, dueDate] = await Promise.all([
    db
      .selectFrom('clubs')
      .innerJoin('countries', 'countries.id', 'clubs.country_id')
      .leftJoin('users as payers', 'payers.id', 'clubs.paid_by')
      .select(['clubs.id', 'clubs.name', 'clubs.country_id', 'countries.code as country_code', 'clubs.city', 'clubs.registration_state', 'clubs.created_at', 'clubs.paid_at', 'payers.email as paid_by'])
      .$if(!!clubIds, (q) => q.where('clubs.id', 'in', clubIds as number[]))
      .orderBy('clubs.id')
      .execute(),
    db
      .selectFrom('teams')
      .select(['club_id', (eb) => eb.fn.countAll<string>().as('n')])
      .$if(!!clubIds, (q) => q.where('club_id', 'in', clubIds as number[]))
      .groupBy('club_id')
      .execute(),
    db
      .selectFrom('participants')
      .select(['club_id', (eb) => eb.fn.countAll<string>().as('n')])
      .$if(!!clubIds, (q) => q.where('club_id', 'in', clubIds as number[]))
      .groupBy('club_id')
      .execute(),
    invoiceTotals(db, clubIds),
    paymentDueDate(db),
  ]);
  const today = tournamentDay(now);
  const teamCounts = countBy(teams);
  const personCounts = countBy(persons);
  return clubs.map((c) => ({
    id: c.id,
    name: c.name,
    countryId: c.country_id,
    countryCode: c.country_code,
    city: c.city,
    registrationState: c.registration_state,
    teams: teamCounts.get(c.id) ?? 0,
    persons: personCounts.get(c.id) ?? 0,
    invoiceTotals: totals.get(c.id) ?? { czk: 0, eur: 0 },
    createdAt: new Date(c.created_at).toISOString(),
    payment: isOrderSummaryOpen(c.registration_state)
      ? { state: orderPaymentState(c.paid_at, dueDate, today), paidAt: c.paid_at ? new Date(c.paid_at).toISOString() : null, dueDate, paidBy: c.paid_by }
      : null,
  }));
}

async function invoiceItems(db: Db, clubId?: number): Promise<AdminInvoiceItem[]> {
  let query = db
    .selectFrom('invoice_items')
    .innerJoin('pricelist_items', 'pricelist_items.id', 'invoice_items.pricelist_item_id')
    .innerJoin('clubs', 'clubs.id', 'invoice_items.club_id')
    .select([
      'invoice_items.id',
      'invoice_items.club_id',
      'clubs.name as club_name',
      'invoice_items.team_id',
      'pricelist_items.code',
      'pricelist_items.name_cs',
      'pricelist_items.name_en',
      'invoice_items.quantity',
      'invoice_items.unit_price',
      'invoice_items.currency',
      'invoice_items.note',
    ])
    .orderBy('invoice_items.club_id')
    .orderBy('invoice_items.id');
  if (clubId) query = query.where('invoice_items.club_id', '=', clubId);
  return (await query.execute()).map((r) => ({
    id: r.id,
    clubId: r.club_id,
    clubName: r.club_name,
    teamId: r.team_id,
    code: r.code,
    name: { cs: r.name_cs, en: r.name_en },
    quantity: r.quantity,
    unitPrice: r.unit_price,
    currency: r.currency,
    note: r.note,
  }));
}

async function clubDetail(db: Db, now: Date, id: number) {
  const [row] = await clubRows(db, now, [id]);
  if (!row) throw notFound('No such club');
  const [registration, teams, items] = await Promise.all([
    db.selectFrom('club_registrations').select(['street', 'city', 'zip', 'contact', 'note']).where('club_id', '=', id).orderBy('id', 'desc').executeTakeFirst(),
    db
      .selectFrom('teams')
      .innerJoin('team_categories', 'team_categories.id', 'teams.team_category_id')
      .leftJoin('participant_teams', 'participant_teams.team_id', 'teams.id')
      .select(['teams.id', 'teams.name', 'teams.team_number', 'teams.persons', 'team_categories.code', 'team_categories.name_cs', 'team_categories.name_en', (eb) => eb.fn.count('participant_teams.participant_id').as('roster')])
      .where('teams.club_id', '=', id)
      .groupBy(['teams.id', 'teams.name', 'teams.team_number', 'teams.persons', 'team_categories.code', 'team_categories.name_cs', 'team_categories.name_en', 'team_categories.sort_order'])
      .orderBy('team_categories.sort_order')
      .orderBy('teams.team_number')
      .execute(),
    invoiceItems(db, id),
  ]);
  const contact = registration?.contact as unknown as { firstName?: string; lastName?: string; email?: string; phone?: string } | undefined;
  return {
    ...row,
    address: registration ? { street: registration.street, city: registration.city, zip: registration.zip } : null,
    contact: contact ? { firstName: contact.firstName ?? '', lastName: contact.lastName ?? '', email: contact.email ?? '', phone: contact.phone ?? '' } : null,
    note: registration?.note ?? null,
    teamList: teams.map((t) => ({ id: t.id, name: t.name, teamNumber: t.team_number, categoryCode: t.code, categoryName: { cs: t.name_cs, en: t.name_en }, persons: t.persons, rosterSize: Number(t.roster) })),
    invoiceItems: items,
  };
}

/**
 * Registrations (issue 16 item 1): the clubs with what an organiser decides on, and the decision
 * itself. Approved or processed unlocks the club's order summary and lists it among participants;
 * returning it to "new" takes both back, so a club already in the draw cannot be returned.
 */
export function registerAdminRegistrationRoutes(app: FastifyInstance, notices: ClubNotices): void {
  const { db } = app.ctx;

  route(app, adminEndpoints.clubs, async () => ({ clubs: await clubRows(db, app.ctx.now()) }));

  route(app, adminEndpoints.club, async ({ params }) => ({ club: await clubDetail(db, app.ctx.now(), params.id) }));

  // Issue 24: paid is the organiser's word, with who and when; the same mark again changes nothing.
  route(app, adminEndpoints.clubPayment, async ({ params, body, request }) => {
    const user = requireUser(request);
    await db.transaction().execute(async (trx) => {
      const club = await trx.selectFrom('clubs').select(['id', 'registration_state', 'paid_at']).where('id', '=', params.id).forUpdate().executeTakeFirst();
      if (!club) throw notFound('No such club');
      if (!isOrderSummaryOpen(club.registration_state)) throw new HttpError(409, 'not_approved', 'A new registration has no order to pay yet');
      if (!!club.paid_at === body.paid) return;
      const paidAt = body.paid ? app.ctx.now() : null;
      await trx.updateTable('clubs').set({ paid_at: paidAt, paid_by: body.paid ? user.id : null }).where('id', '=', club.id).execute();
      await writeAudit(trx, user, [
        { entity: 'club', entityId: club.id, action: 'payment', before: { paid: !!club.paid_at, paidAt: club.paid_at ? new Date(club.paid_at).toISOString() : null }, after: { paid: body.paid, paidAt: paidAt?.toISOString() ?? null } },
      ]);
    });
    const [club] = await clubRows(db, app.ctx.now(), [params.id]);
    return { club };
  });

  route(app, adminEndpoints.invoiceItems, async () => ({ items: await invoiceItems(db) }));

  route(app, adminEndpoints.clubsState, async ({ body, request }) => {
    const user = requireUser(request);
    const ids = [...new Set(body.ids)];
    const state = body.state as RegistrationState;
    const { answer, changed } = await db.transaction().execute(async (trx) => {
      // Locked, so two organisers deciding the same clubs at once are recorded one after the other.
      const clubs = await trx.selectFrom('clubs').select(['id', 'registration_state']).where('id', 'in', ids).orderBy('id').forUpdate().execute();
      if (clubs.length !== ids.length) throw notFound(`No such club: ${ids.filter((id) => !clubs.some((c) => c.id === id)).join(', ')}`);
      const changed = clubs.filter((c) => c.registration_state !== state);
      if (state === 'new' && changed.length > 0) {
        const drawn = await trx
          .selectFrom('group_teams')
          .innerJoin('teams', 'teams.id', 'group_teams.team_id')
          .select('teams.club_id')
          .where('teams.club_id', 'in', changed.map((c) => c.id))
          .executeTakeFirst();
        if (drawn) throw conflict(`Club ${drawn.club_id} already plays in the draw; its registration cannot be returned`);
      }
      if (changed.length > 0) {
        await trx.updateTable('clubs').set({ registration_state: state, updated_at: sql`now()` }).where('id', 'in', changed.map((c) => c.id)).execute();
        await writeAudit(
          trx,
          user,
          changed.map((c) => ({ entity: 'club', entityId: c.id, action: 'registrationState', before: { registrationState: c.registration_state }, after: { registrationState: state } })),
        );
      }
      return { answer: { clubs: clubs.map((c) => ({ id: c.id, registrationState: state })) }, changed };
    });
    // After the commit: a club hears of a decision that stands.
    await notices.registrationDecided(
      changed.map((c) => ({ clubId: c.id, from: c.registration_state })),
      state,
      body.message ?? null,
    );
    return answer;
  });
}
