import type { FastifyInstance } from 'fastify';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { competitionEndpoints as e, type PlayerLimits, comparePeopleCzech } from '@phc/api-contract';
import type { Database } from '../../platform/db/schema';
import { notFound } from '../../platform/http/errors';
import { route } from '../../platform/http/route';


type LimitsRow = Omit<Selectable<Database['tournament_player_limits']>, 'id'>;

export const toPlayerLimits = (row: LimitsRow): PlayerLimits => ({
  teamCategoryId: row.team_category_id,
  minPlayers: row.min_players,
  maxPlayers: row.max_players,
  minLeaders: row.min_leaders,
  maxLeaders: row.max_leaders,
  playersCountWarningFrom: row.players_count_warning_from,
  maxExceptionPlayers: row.max_exception_players,
});

/** Without any row a roster is not limited beyond common sense. */
const unlimited: LimitsRow = { team_category_id: null, min_players: 1, max_players: 99, min_leaders: 0, max_leaders: 99, players_count_warning_from: null, max_exception_players: 99 };

/** SPEC §3 tournament player limits of a category: its own row, else the default row (no category). */
export async function limitsOfCategory(db: Kysely<Database> | Transaction<Database>, categoryId: number): Promise<PlayerLimits> {
  const rows = await db
    .selectFrom('tournament_player_limits')
    .selectAll()
    .where((eb) => eb.or([eb('team_category_id', '=', categoryId), eb('team_category_id', 'is', null)]))
    .execute();
  const own = rows.find((r) => r.team_category_id === categoryId);
  const fallback = rows.find((r) => r.team_category_id === null) ?? unlimited;
  return own ? toPlayerLimits(own) : { ...toPlayerLimits(fallback), teamCategoryId: categoryId };
}

/** What reporters pick match referees from, and the tournament's player limits. */
export function registerRefereeRoutes(app: FastifyInstance): void {
  const { db } = app.ctx;

  route(app, e.referees, async () => {
    const rows = await db.selectFrom('referees').select(['id', 'first_name', 'last_name']).where('registration_state', '=', 'approved').execute();
    return {
      referees: rows.map((r) => ({ id: r.id, firstName: r.first_name, lastName: r.last_name })).sort((a, b) => comparePeopleCzech(a, b) || a.id - b.id),
    };
  });

  // The protocol's choice starts with the hall's referees of the day: those the administration
  // assigned to the hall (hall_referee_days), then those already whistling a match there.
  route(app, e.hallReferees, async ({ params, query }) => {
    const hall = await db.selectFrom('places').select('id').where('id', '=', params.hallId).where('place_type', '=', 'hall').executeTakeFirst();
    if (!hall) throw notFound(`No hall ${params.hallId}`);
    const from = new Date(`${query.day}T00:00:00Z`);
    const to = new Date(from.getTime() + 24 * 3600_000);
    const assigned = await db.selectFrom('hall_referee_days').select('referee_id').where('place_id', '=', hall.id).where('day', '=', query.day).orderBy('referee_id').execute();
    const rows = await db
      .selectFrom('match_referees')
      .innerJoin('matches', 'matches.id', 'match_referees.match_id')
      .select('match_referees.referee_id')
      .distinct()
      .where('matches.place_id', '=', hall.id)
      .where('matches.starts_at', '>=', from)
      .where('matches.starts_at', '<', to)
      .orderBy('match_referees.referee_id')
      .execute();
    return { _data: { refereeIds: [...new Set([...assigned, ...rows].map((r) => r.referee_id))] } };
  });

  route(app, e.playerLimits, async () => {
    const rows = await db.selectFrom('tournament_player_limits').selectAll().orderBy('team_category_id', (ob) => ob.nullsFirst()).execute();
    return { limits: rows.map(toPlayerLimits) };
  });
}
