import type { Kysely } from 'kysely';
import { scoreFromEvents, type Sport } from '@phc/tournaments';
import type { Database } from '../db/schema';

/** Played matches (no walkover) whose stored score is not what the server derives from their events: for tests of the seed. */
export async function storedScoreMismatches(db: Kysely<Database>, sport: Sport): Promise<number[]> {
  const [matches, events] = await Promise.all([
    db
      .selectFrom('matches')
      .leftJoin('match_stages', 'match_stages.id', 'matches.stage_id')
      .select(['matches.id', 'matches.home_team_id', 'matches.away_team_id', 'matches.home_score', 'matches.away_score', 'matches.state', 'match_stages.code as stage_code'])
      .where('matches.state', 'in', ['finished', 'live'])
      .where('matches.walkover', 'is', null)
      .where('matches.home_team_id', 'is not', null)
      .execute(),
    db
      .selectFrom('match_events')
      .innerJoin('event_types', 'event_types.id', 'match_events.event_type_id')
      .leftJoin('match_stages', 'match_stages.id', 'match_events.stage_id')
      .select(['match_events.match_id', 'match_events.team_id as teamId', 'event_types.code as eventTypeCode', 'match_stages.code as stageCode'])
      .execute(),
  ]);
  const eventsOf = new Map<number, typeof events>();
  for (const e of events) eventsOf.set(e.match_id, [...(eventsOf.get(e.match_id) ?? []), e]);
  return matches
    .filter((m) => {
      const score = scoreFromEvents(sport, { homeTeamId: m.home_team_id as number, awayTeamId: m.away_team_id as number }, eventsOf.get(m.id) ?? [], { currentStageCode: m.stage_code, finished: m.state === 'finished' });
      return score.home !== m.home_score || score.away !== m.away_score;
    })
    .map((m) => m.id);
}
