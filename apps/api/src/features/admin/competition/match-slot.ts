import { sql, type Transaction } from 'kysely';
import type { MatchSlotBody } from '@phc/api-contract';
import type { Sport } from '@phc/tournaments';
import type { RequestUser } from '../../../platform/auth/permissions';
import type { Database } from '../../../platform/db/schema';
import { badRequest, conflict, notFound } from '../../../platform/http/errors';
import { writeAudit } from '../../../platform/audit/write-audit';
import { builderRow } from './builder-store';
import { defaultScheduleSettings, type ScheduleSettings } from './schedule-input';

/**
 * Moves one match of the category to another time or hall: in a draft, and in a published
 * competition too (the night-before changes), where the number stays and the change is audited.
 * A started match stays where it is (409); the hall must be free and neither team may play
 * elsewhere within the category's match length (409), the hard rules the scheduler keeps.
 * Answers whether the competition is published (the caller then tells the open pages).
 */
export async function moveMatchSlot(trx: Transaction<Database>, user: RequestUser, sport: Sport, ids: { categoryId: number; matchId: number }, body: MatchSlotBody): Promise<{ published: boolean }> {
  const match = await trx
    .selectFrom('matches')
    .innerJoin('groups', 'groups.id', 'matches.group_id')
    .select(['matches.id', 'matches.state', 'matches.starts_at', 'matches.place_id', 'matches.number', 'matches.home_team_id', 'matches.away_team_id'])
    .where('matches.id', '=', ids.matchId)
    .where('groups.team_category_id', '=', ids.categoryId)
    .forUpdate()
    .executeTakeFirst();
  if (!match) throw notFound(`No match ${ids.matchId} in category ${ids.categoryId}`);
  if (match.state !== 'scheduled') throw conflict('The match has started: it stays where it is');
  const placeId = Number(body.placeId);
  const hall = await trx.selectFrom('places').select('id').where('id', '=', placeId).where('place_type', '=', 'hall').executeTakeFirst();
  if (!hall) throw badRequest('No such hall', { placeId: ['invalid'] });
  const row = await builderRow(trx, ids.categoryId);
  const minutes = ((row?.settings as ScheduleSettings | null) ?? defaultScheduleSettings(sport, null)).matchMinutes;
  const startsAt = new Date(body.startsAt);
  const window = [new Date(startsAt.getTime() - minutes * 60_000), new Date(startsAt.getTime() + minutes * 60_000)] as const;
  const teams = [match.home_team_id, match.away_team_id].filter((id): id is number => id !== null);
  const clash = await trx
    .selectFrom('matches')
    .select(['id', sql<boolean>`place_id = ${placeId}`.as('same_hall')])
    .where('id', '!=', match.id)
    .where('starts_at', '>', window[0])
    .where('starts_at', '<', window[1])
    .where((eb) => eb.or([eb('place_id', '=', placeId), ...(teams.length ? [eb('home_team_id', 'in', teams), eb('away_team_id', 'in', teams)] : [])]))
    .executeTakeFirst();
  if (clash) throw conflict(clash.same_hall ? 'The hall holds another match then' : 'A team of the match plays another match then');
  await trx.updateTable('matches').set({ starts_at: startsAt, place_id: placeId, updated_at: new Date() }).where('id', '=', match.id).execute();
  await writeAudit(trx, user, [
    {
      entity: 'competition',
      entityId: ids.categoryId,
      action: 'matchSlot',
      before: { matchId: match.id, number: match.number, startsAt: new Date(match.starts_at).toISOString(), placeId: match.place_id },
      after: { matchId: match.id, number: match.number, startsAt: startsAt.toISOString(), placeId },
    },
  ]);
  // No builder row but a match: a competition from before the builder (the seed's), which is public.
  return { published: row ? row.publishedAt !== null : true };
}
