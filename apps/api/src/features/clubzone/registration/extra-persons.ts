import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { frozenPersonsErrors, isBundleAvailable, webEndpoints, type ConfigValue, type ExtraPersonGroup, type ExtraPersonGroupsBody } from '@phc/api-contract';
import type { Database } from '../../../platform/db/schema';
import { administersClub, isSuperAdmin } from '../../../platform/auth/permissions';
import { HttpError, badRequest, forbidden, notFound } from '../../../platform/http/errors';
import { assertClubReader, requireUser } from '../../../platform/auth/guards';
import { route } from '../../../platform/http/route';
import { writeInvoice } from './invoice-write';
import type { EditBlock } from './windows';

type Db = Kysely<Database> | Transaction<Database>;

/** What the registration routes know that the groups share: who reads a club, and why its registration is closed. */
export interface ExtraPersonDeps {
  loadConfigurations(db: Db): Promise<ConfigValue[]>;
  /** 400 `personsFrozen` for changed stored counts while the organiser freezes them (SPEC §9). */
  checkFrozenPersons(configurations: readonly ConfigValue[], changes: Record<string, string[]>): void;
  /** The registration's edit block (SPEC §4) for the club, or null while it can be edited. */
  editBlock(registrationState: string, configurations: readonly ConfigValue[]): Promise<{ block: EditBlock | null; message: string }>;
}

async function readGroups(db: Db, clubId: number): Promise<ExtraPersonGroup[]> {
  const rows = await db.selectFrom('extra_person_groups').selectAll().where('club_id', '=', clubId).orderBy('id').execute();
  return rows.map((g) => ({ id: g.id, uuid: g.uuid, orderBundleId: g.order_bundle_id, persons: g.persons, handballPersons: g.handball_persons, vipPartyPersons: g.vip_party_persons, singleRooms: g.single_rooms }));
}

/** Unknown group ids and bundles the club's country cannot order are field errors, as the registration's are. */
async function checkGroups(db: Db, clubId: number, body: ExtraPersonGroupsBody, stored: readonly ExtraPersonGroup[]): Promise<void> {
  const club = await db
    .selectFrom('clubs')
    .innerJoin('countries', 'countries.id', 'clubs.country_id')
    .leftJoin('regions', 'regions.id', 'clubs.region_id')
    .select(['countries.code as country', 'regions.code as region'])
    .where('clubs.id', '=', clubId)
    .executeTakeFirstOrThrow();
  const bundles = await db.selectFrom('order_bundles').select(['id', 'availability_filter']).execute();
  const codes = [club.country, club.region].filter((c): c is string => !!c);
  const fields: Record<string, string[]> = {};
  body.groups.forEach((group, i) => {
    if (group.id !== undefined && !stored.some((s) => s.id === group.id)) fields[`groups.${i}.id`] = ['invalid'];
    if (group.orderBundleId !== null) {
      const bundle = bundles.find((b) => b.id === group.orderBundleId);
      if (!bundle || !isBundleAvailable({ availabilityFilter: bundle.availability_filter }, codes)) fields[`groups.${i}.orderBundleId`] = ['invalid'];
    }
  });
  if (Object.keys(fields).length > 0) throw badRequest('Invalid extra person groups', fields);
}

async function writeGroups(trx: Transaction<Database>, clubId: number, body: ExtraPersonGroupsBody): Promise<void> {
  const kept = body.groups.map((g) => g.id).filter((id): id is number => id !== undefined);
  let removal = trx.deleteFrom('extra_person_groups').where('club_id', '=', clubId);
  if (kept.length > 0) removal = removal.where('id', 'not in', kept);
  await removal.execute();
  for (const group of body.groups) {
    const values = { order_bundle_id: group.orderBundleId, persons: group.persons, handball_persons: group.handballPersons, vip_party_persons: group.vipPartyPersons, single_rooms: group.singleRooms };
    if (group.id !== undefined) await trx.updateTable('extra_person_groups').set(values).where('id', '=', group.id).where('club_id', '=', clubId).execute();
    else await trx.insertInto('extra_person_groups').values({ ...values, club_id: clubId, uuid: randomUUID() }).execute();
  }
}

/**
 * SPEC §3 extra person groups: read by whoever reads the club's registration, written by its
 * administrators and club managers (SPEC §6) while the registration can be edited; the invoice follows.
 */
export function registerExtraPersonRoutes(app: FastifyInstance, deps: ExtraPersonDeps): void {
  const { db } = app.ctx;

  route(app, webEndpoints.extraPersonGroups, async ({ params, request }) => {
    assertClubReader(requireUser(request), params.clubId);
    return { groups: await readGroups(db, params.clubId) };
  });

  route(app, webEndpoints.extraPersonGroupsUpdate, async ({ params, body, request }) => {
    const user = requireUser(request);
    if (!administersClub(user, params.clubId)) throw forbidden('You do not administer this club');
    const club = await db.selectFrom('clubs').innerJoin('countries', 'countries.id', 'clubs.country_id').select(['clubs.registration_state', 'countries.code']).where('clubs.id', '=', params.clubId).executeTakeFirst();
    if (!club) throw notFound('No such club');
    const configurations = await deps.loadConfigurations(db);
    const { block, message } = await deps.editBlock(club.registration_state, configurations);
    if (block && !isSuperAdmin(user)) throw new HttpError(409, block, message);
    const stored = await readGroups(db, params.clubId);
    await checkGroups(db, params.clubId, body, stored);
    deps.checkFrozenPersons(configurations, frozenPersonsErrors(stored, body.groups, ['persons'], 'groups'));
    await db.transaction().execute(async (trx) => {
      await writeGroups(trx, params.clubId, body);
      await writeInvoice(trx, params.clubId, club.code);
    });
    return { groups: await readGroups(db, params.clubId) };
  });
}
