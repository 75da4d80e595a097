import type { FastifyInstance } from 'fastify';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { adminTrainingsEndpoints, trainingUnitMinutes, type AdminTraining, type TeamRef, type TrainingDecision, type TrainingState } from '@phc/api-contract';
import { refereeNameSql, slotOf, toTraining } from '../clubzone/trainings';
import { loadConfig, teamRefs, type Config } from '../clubzone/common';
import { isTrainingDuration, minutesOf, overlaps } from '../clubzone/rules';
import type { Database } from '../../platform/db/schema';
import { badRequest, HttpError, notFound } from '../../platform/http/errors';
import { requireUser } from '../../platform/auth/guards';
import { route } from '../../platform/http/route';
import { currencyOfCountry } from '../clubzone/registration/invoice';
import { writeAudit } from '../../platform/audit/write-audit';

type Db = Kysely<Database>;
type Trx = Transaction<Database>;

/** States that hold a hall's (and a referee's) time, as in the club zone. */
const bookingStates: TrainingState[] = ['pending', 'approved'];

/** Every training with its club's country (for the currency), in calendar order. */
async function adminTrainings(db: Db, config: Config, now: Date, filter: { id?: number; state?: TrainingState }): Promise<AdminTraining[]> {
  const rows = await db
    .selectFrom('trainings')
    .innerJoin('teams', 'teams.id', 'trainings.team_id')
    .innerJoin('clubs', 'clubs.id', 'teams.club_id')
    .innerJoin('countries', 'countries.id', 'clubs.country_id')
    .leftJoin('referees', 'referees.id', 'trainings.referee_id')
    .selectAll('trainings')
    .select(['countries.code as country_code', refereeNameSql.as('referee_name')])
    .$if(filter.id !== undefined, (q) => q.where('trainings.id', '=', filter.id as number))
    .$if(filter.state !== undefined, (q) => q.where('trainings.state', '=', filter.state as TrainingState))
    .orderBy('trainings.day_offset')
    .orderBy('trainings.preferred_time')
    .orderBy('trainings.id')
    .execute();
  const refs = await teamRefs(
    db,
    rows.map((r) => r.team_id),
  );
  return rows.map((r) => ({
    ...toTraining(r, refs.get(r.team_id) as TeamRef),
    date: config.day(r.day_offset, now),
    currency: currencyOfCountry(r.country_code),
    refereeId: r.referee_id,
    resolutionReason: r.resolution_reason,
  }));
}

type StoredTraining = Selectable<Database['trainings']>;

/**
 * An approval's checks beyond the contract: a known hall and an approved referee (400 on the field),
 * a slot of 1 to 4 training units (400), and no other booking of the hall or the referee at that
 * time on that day (409 `hall_booked` / `referee_busy`).
 */
async function checkApproval(trx: Trx, config: Config, training: { id: number; day_offset: number }, body: TrainingDecision): Promise<void> {
  const slot = { start: minutesOf(body.startTime as string), end: minutesOf(body.endTime as string) };
  const fields: Record<string, string[]> = {};
  if (!isTrainingDuration(slot.end - slot.start, trainingUnitMinutes(config.values))) fields['endTime'] = ['trainingLength'];
  // Locking the hall's row makes two decisions about one hall wait for each other.
  const hall = await trx.selectFrom('places').select('id').where('id', '=', body.placeId as number).where('place_type', '=', 'hall').forUpdate().executeTakeFirst();
  if (!hall) fields['placeId'] = ['invalid'];
  if (body.refereeId !== null) {
    const referee = await trx.selectFrom('referees').select('id').where('id', '=', body.refereeId).where('registration_state', '=', 'approved').executeTakeFirst();
    if (!referee) fields['refereeId'] = ['invalid'];
  }
  if (Object.keys(fields).length > 0) throw badRequest('Invalid decision', fields);
  const sameDay = await trx
    .selectFrom('trainings')
    .select(['id', 'place_id', 'referee_id', 'preferred_time', 'start_time', 'end_time', 'duration_minutes'])
    .where('day_offset', '=', training.day_offset)
    .where('state', 'in', bookingStates)
    .where('id', '!=', training.id)
    .execute();
  const clashing = sameDay.filter((other) => overlaps(slotOf(other), slot));
  if (clashing.some((other) => other.place_id === body.placeId)) throw new HttpError(409, 'hall_booked', 'Another training holds the hall at that time');
  if (body.refereeId !== null && clashing.some((other) => other.referee_id === body.refereeId)) throw new HttpError(409, 'referee_busy', 'The referee has another training at that time');
}

const decisionFacts = (t: Pick<StoredTraining, 'state' | 'start_time' | 'end_time' | 'place_id' | 'price' | 'referee_id' | 'resolution_reason'>) => ({
  state: t.state,
  startTime: t.start_time,
  endTime: t.end_time,
  placeId: t.place_id,
  price: t.price,
  refereeId: t.referee_id,
  resolutionReason: t.resolution_reason,
});

/**
 * Trainings (issue 16 item 2): every club's training requests, and the organiser's decision. The club
 * zone reads the same row, so the club sees the state, final time, hall and price at once. An organiser
 * may change a decision (a new time, another referee); a training the club cancelled stays cancelled.
 */
export function registerAdminTrainingRoutes(app: FastifyInstance): void {
  const { db } = app.ctx;

  route(app, adminTrainingsEndpoints.trainings, async ({ query }) => {
    const config = await loadConfig(db);
    const [trainings, halls, types, referees] = await Promise.all([
      adminTrainings(db, config, app.ctx.now(), { state: query.state }),
      db.selectFrom('places').select(['id', 'name_cs', 'name_en']).where('place_type', '=', 'hall').orderBy('sort_order').orderBy('id').execute(),
      db.selectFrom('training_types').select(['id', 'name_cs', 'name_en']).orderBy('sort_order').execute(),
      db.selectFrom('referees').select(['id', 'first_name', 'last_name']).where('registration_state', '=', 'approved').orderBy('last_name').orderBy('first_name').execute(),
    ]);
    const named = (r: { id: number; name_cs: string; name_en: string }) => ({ id: r.id, name: { cs: r.name_cs, en: r.name_en } });
    return {
      trainings,
      halls: halls.map(named),
      trainingTypes: types.map(named),
      referees: referees.map((r) => ({ id: r.id, firstName: r.first_name, lastName: r.last_name })),
    };
  });

  route(app, adminTrainingsEndpoints.trainingDecision, async ({ params, body, request }) => {
    const user = requireUser(request);
    const config = await loadConfig(db);
    await db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('trainings').selectAll().where('id', '=', params.id).forUpdate().executeTakeFirst();
      if (!row) throw notFound(`No training ${params.id}`);
      if (row.state === 'cancelled') throw new HttpError(409, 'training_cancelled', 'The club cancelled this training');
      const approved = body.state === 'approved';
      if (approved) await checkApproval(trx, config, row, body);
      // A rejection frees the hall and the referee; the club's preferred time stays as it asked.
      const after = {
        state: body.state,
        start_time: approved ? body.startTime : null,
        end_time: approved ? body.endTime : null,
        place_id: approved ? body.placeId : row.place_id,
        price: approved ? body.price : row.price,
        referee_id: approved ? body.refereeId : null,
        resolution_reason: body.reason || null,
      };
      await trx
        .updateTable('trainings')
        .set({ ...after, updated_at: new Date() })
        .where('id', '=', row.id)
        .execute();
      if (!approved) {
        // Nobody joins a rejected training: its pending invitations are answered.
        await trx.updateTable('training_join_requests').set({ state: 'rejected', updated_at: new Date() }).where('training_id', '=', row.id).where('state', '=', 'pending').execute();
      }
      await writeAudit(trx, user, [{ entity: 'training', entityId: row.id, action: 'decision', before: decisionFacts(row), after: decisionFacts(after) }]);
    });
    const [decided] = await adminTrainings(db, config, app.ctx.now(), { id: params.id });
    return { training: decided };
  });
}
