import type { Kysely } from 'kysely';
import type { StatisticsRow } from '@phc/api-contract';
import { rankStatistics, type StatisticsSort } from '@phc/tournaments';
import type { Database } from '../../platform/db/schema';

const empty = (): StatisticsRow['stats'] => ({
  matchCount: 0,
  goalsCount: 0,
  points1Count: 0,
  points2Count: 0,
  points3Count: 0,
  pointsCount: 0,
  average: 0,
  shootoutGoalsCount: 0,
  sevenMeterGoalsCount: 0,
  penalties2minCount: 0,
  canadianPointsTotal: 0,
  assistsCount: 0,
  penaltyMinutesTotal: 0,
  yellowCardsCount: 0,
  redCardsCount: 0,
});

/**
 * Player statistics of a category (SPEC §3/§9): every player who played a started match, their
 * events counted by type, ranked by the chosen sort with the canadian/goals/matches tie key and
 * shared positions, at most 100 rows.
 */
export async function categoryStatistics(db: Kysely<Database>, categoryId: number, sort: StatisticsSort): Promise<StatisticsRow[]> {
  const played = await db
    .selectFrom('match_rosters')
    .innerJoin('matches', 'matches.id', 'match_rosters.match_id')
    .innerJoin('groups', 'groups.id', 'matches.group_id')
    .innerJoin('participants', 'participants.id', 'match_rosters.participant_id')
    .select(['participants.id', 'participants.first_name', 'participants.last_name', 'match_rosters.team_id', 'match_rosters.match_id'])
    .where('groups.team_category_id', '=', categoryId)
    .where('matches.state', '!=', 'scheduled')
    .where('match_rosters.is_leader', '=', false)
    .execute();
  const events = await db
    .selectFrom('match_events')
    .innerJoin('matches', 'matches.id', 'match_events.match_id')
    .innerJoin('groups', 'groups.id', 'matches.group_id')
    .innerJoin('event_types', 'event_types.id', 'match_events.event_type_id')
    .select(['match_events.participant_id', 'match_events.assist_participant_id', 'event_types.code', 'event_types.score_delta', 'event_types.penalty_minutes', 'event_types.scores_for_opponent'])
    .where('groups.team_category_id', '=', categoryId)
    .execute();

  const rows = new Map<number, StatisticsRow & { matches: Set<number> }>();
  for (const p of played) {
    let row = rows.get(p.id);
    if (!row) {
      row = { participantId: p.id, firstName: p.first_name, lastName: p.last_name, teamId: p.team_id, categoryId, stats: empty(), position: '', matches: new Set() };
      rows.set(p.id, row);
    }
    row.matches.add(p.match_id);
  }
  for (const e of events) {
    const scorer = e.participant_id === null ? undefined : rows.get(e.participant_id);
    if (scorer) {
      const s = scorer.stats;
      if (e.score_delta > 0 && !e.scores_for_opponent) {
        s.goalsCount++;
        s.pointsCount += e.score_delta;
      }
      if (e.code === 'points_1') s.points1Count++;
      if (e.code === 'points_2') s.points2Count++;
      if (e.code === 'points_3') s.points3Count++;
      if (e.code === 'shootout_goal') s.shootoutGoalsCount++;
      if (e.code === '7m_goal') s.sevenMeterGoalsCount++;
      if (e.code === '2min' || e.code === 'penalty_2min') s.penalties2minCount++;
      if (e.code === 'yellow_card') s.yellowCardsCount++;
      if (e.code === 'red_card') s.redCardsCount++;
      s.penaltyMinutesTotal += e.penalty_minutes;
    }
    const assistant = e.assist_participant_id === null ? undefined : rows.get(e.assist_participant_id);
    if (assistant) assistant.stats.assistsCount++;
  }
  const all = [...rows.values()].map(({ matches, ...row }) => {
    const stats = { ...row.stats, matchCount: matches.size, canadianPointsTotal: row.stats.goalsCount + row.stats.assistsCount };
    stats.average = stats.matchCount ? Math.round((stats.pointsCount / stats.matchCount) * 100) / 100 : 0;
    return { ...row, stats };
  });
  return rankStatistics(all, sort);
}
