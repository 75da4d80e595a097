import { sql } from 'kysely';
import type { AdminCompetitionCategory, AdminCompetitionDetail, AdminCompetitionMatch, DrawBreak, PlacementReason, ScheduleReport } from '@phc/api-contract';
import type { ConstraintBreak, DrawState } from '@phc/competition-builder';
import type { Sport } from '@phc/tournaments';
import { notFound } from '../../../platform/http/errors';
import { builderRow, categoryGroups, categoryLevels, registeredTeams, stateOf, type Db } from './builder-store';
import { defaultScheduleSettings, type ScheduleSettings } from './schedule-input';

const countsBy = (rows: { id: number; n: string | number | bigint }[]) => new Map(rows.map((r) => [r.id, Number(r.n)]));

/** Every category with what is built of it: registered teams, groups, matches and the draft/published state. */
export async function listCategories(db: Db): Promise<AdminCompetitionCategory[]> {
  const [categories, teams, groups, matches, rows] = await Promise.all([
    db.selectFrom('team_categories').selectAll().orderBy('sort_order').execute(),
    db
      .selectFrom('teams')
      .innerJoin('clubs', 'clubs.id', 'teams.club_id')
      .select(['teams.team_category_id as id', (eb) => eb.fn.countAll<string>().as('n')])
      .where('clubs.registration_state', '=', 'approved')
      .groupBy('teams.team_category_id')
      .execute(),
    db.selectFrom('groups').select(['team_category_id as id', (eb) => eb.fn.countAll<string>().as('n')]).groupBy('team_category_id').execute(),
    db
      .selectFrom('matches')
      .innerJoin('groups', 'groups.id', 'matches.group_id')
      .select(['groups.team_category_id as id', (eb) => eb.fn.countAll<string>().as('n')])
      .groupBy('groups.team_category_id')
      .execute(),
    db.selectFrom('category_competitions').select(['team_category_id', 'published_at']).execute(),
  ]);
  const [teamCounts, groupCounts, matchCounts] = [countsBy(teams), countsBy(groups), countsBy(matches)];
  const builder = new Map(rows.map((r) => [r.team_category_id, r.published_at]));
  return categories.map((c) => {
    const publishedAt = builder.get(c.id);
    const groupCount = groupCounts.get(c.id) ?? 0;
    const state = builder.has(c.id) ? (publishedAt ? 'published' : 'draft') : stateOf(null, groupCount);
    return {
      id: c.id,
      code: c.code,
      gender: c.gender,
      name: { cs: c.name_cs, en: c.name_en },
      registeredTeams: teamCounts.get(c.id) ?? 0,
      groups: groupCount,
      matches: matchCounts.get(c.id) ?? 0,
      state,
      publishedAt: publishedAt ? new Date(publishedAt).toISOString() : null,
    };
  });
}

export const toBreak = (b: ConstraintBreak): DrawBreak => ({ constraint: b.constraint, hard: b.hard, groupId: Number(b.groupKey), teamIds: b.teamIds.map(Number) });

/** The draw's explanations with the database's group ids (the draw is made with them as keys). */
export function reasonsOf(draw: DrawState | null): PlacementReason[] {
  // The seeding pot as it was at the draw (pots changed since then explain the next draw).
  const seedingPots = new Map((draw?.teams ?? []).map((t) => [Number(t.id), t.pot ?? null]));
  return (draw?.explanations ?? []).map((e) => ({
    teamId: Number(e.teamId),
    groupId: Number(e.groupKey),
    pot: e.pot,
    seedingPot: seedingPots.get(Number(e.teamId)) ?? null,
    rule: e.rule,
    snakeGroupId: e.snakeGroupKey === undefined ? null : Number(e.snakeGroupKey),
    fromGroupId: e.fromGroupKey === undefined ? null : Number(e.fromGroupKey),
    avoided: (e.avoided ?? []).map(toBreak),
    breaks: e.breaks.map(toBreak),
  }));
}

async function categoryMatches(db: Db, categoryId: number): Promise<AdminCompetitionMatch[]> {
  const rows = await db
    .selectFrom('matches')
    .innerJoin('groups', 'groups.id', 'matches.group_id')
    .select([
      'matches.id',
      'matches.number',
      'matches.group_id',
      'matches.home_team_id',
      'matches.away_team_id',
      'matches.home_competition_group_id',
      'matches.away_competition_group_id',
      'matches.home_source_position',
      'matches.away_source_position',
      'matches.starts_at',
      'matches.place_id',
      'matches.state',
      'matches.home_score',
      'matches.away_score',
    ])
    .where('groups.team_category_id', '=', categoryId)
    .orderBy('matches.starts_at')
    .orderBy('matches.place_id')
    .orderBy('matches.id')
    .execute();
  const source = (groupId: number | null, position: number | null) => (groupId === null ? null : { groupId, position: position ?? 1 });
  return rows.map((r) => ({
    id: r.id,
    number: r.number,
    groupId: r.group_id,
    homeTeamId: r.home_team_id,
    awayTeamId: r.away_team_id,
    homeSource: source(r.home_competition_group_id, r.home_source_position),
    awaySource: source(r.away_competition_group_id, r.away_source_position),
    startsAt: new Date(r.starts_at).toISOString(),
    placeId: r.place_id,
    state: r.state,
    homeScore: r.home_score,
    awayScore: r.away_score,
  }));
}

/** Everything the category's builder screen shows. */
export async function competitionDetail(db: Db, categoryId: number, sport: Sport): Promise<AdminCompetitionDetail> {
  const category = (await listCategories(db)).find((c) => c.id === categoryId);
  if (!category) throw notFound(`No category ${categoryId}`);
  const [row, groups, registered, matches, roundLevels, halls, start] = await Promise.all([
    builderRow(db, categoryId),
    categoryGroups(db, categoryId),
    registeredTeams(db, categoryId),
    categoryMatches(db, categoryId),
    categoryLevels(db, categoryId),
    db.selectFrom('places').select(['id', 'name_cs', 'name_en']).where('place_type', '=', 'hall').orderBy('sort_order').orderBy('id').execute(),
    db.selectFrom('config_values').select('value').where('key', '=', 'tournament_start_date').executeTakeFirst(),
  ]);
  // Teams already in a group stay listed even if their club is no longer approved.
  const known = new Set(registered.map((t) => t.id));
  const grouped = groups.flatMap((g) => g.teamIds).filter((id) => !known.has(id));
  const others = grouped.length
    ? await db
        .selectFrom('teams')
        .innerJoin('clubs', 'clubs.id', 'teams.club_id')
        .innerJoin('countries', 'countries.id', 'clubs.country_id')
        .select(['teams.id', 'teams.name', 'teams.team_number', 'teams.club_id', 'teams.seeding_pot', 'clubs.name as club_name', 'countries.code as country_code'])
        .where('teams.id', 'in', grouped)
        .orderBy(sql`clubs.name`)
        .execute()
    : [];
  return {
    category,
    teams: [...registered, ...others].map((t) => ({ id: t.id, name: t.name, teamNumber: t.team_number, clubId: t.club_id, clubName: t.club_name, countryCode: t.country_code, pot: t.seeding_pot })),
    roundLevels: roundLevels.map((r) => ({ id: r.id, systemName: r.system_name, isBracket: r.is_bracket, name: { cs: r.name_cs, en: r.name_en }, order: r.sort_order, own: r.team_category_id !== null })),
    groups,
    reasons: reasonsOf(row?.draw ?? null),
    matches,
    halls: halls.map((h) => ({ id: h.id, name: { cs: h.name_cs, en: h.name_en } })),
    report: (row?.report as ScheduleReport | null) ?? null,
    schedule: (row?.settings as ScheduleSettings | null) ?? defaultScheduleSettings(sport, start?.value ?? null),
  };
}
