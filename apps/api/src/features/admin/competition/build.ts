import { sql, type Transaction } from 'kysely';
import type { PlayoffsBody, ScheduleBody } from '@phc/api-contract';
import { buildPlayoffs, schedule, type PlayoffSource, type ScheduleMatch } from '@phc/competition-builder';
import type { RequestUser } from '../../../platform/auth/permissions';
import type { Database } from '../../../platform/db/schema';
import { badRequest, conflict } from '../../../platform/http/errors';
import { writeAudit } from '../../../platform/audit/write-audit';
import { categoryGroups, categoryLevels, dropBrackets, dropMatches, requireDraft, saveBuilder, type StoredTree } from './builder-store';
import { reportOf, scheduleInputFor, startsAtOf, type ScheduleSettings } from './schedule-input';

/** The round level of a bracket match by how far it is from the final (the seed's levels). */
const levelByRoundsToFinal = ['playoff_final', 'playoff_sf', 'playoff_qf', 'playoff_r16'];
const treeLetter = (playoff: number) => (playoff === 1 ? 'A' : 'B');

function checkPositions(body: PlayoffsBody, largestGroup: number): { a: number[]; b: number[] } {
  const [a, b] = [body.a.map(Number), body.b.map(Number)];
  const fields: Record<string, string[]> = {};
  if (a.length === 0) fields['a'] = ['required'];
  if (new Set(a).size !== a.length || a.some((p) => p > largestGroup)) fields['a'] = ['invalid'];
  if (new Set(b).size !== b.length || b.some((p) => p > largestGroup || a.includes(p))) fields['b'] = ['invalid'];
  if (Object.keys(fields).length) throw badRequest('Each position goes to one tree and exists in the groups', fields);
  return { a, b };
}

/**
 * Playoff trees A and B fed from group positions (SPEC §4): every bracket match is a group of its
 * own, its sides named by the feeding group and position; uneven counts give the top seeds byes.
 * The previous trees and the schedule go (the schedule is made again with the new trees).
 */
export async function buildCategoryPlayoffs(trx: Transaction<Database>, user: RequestUser, categoryId: number, body: PlayoffsBody): Promise<void> {
  await requireDraft(trx, categoryId);
  const stage = (await categoryGroups(trx, categoryId)).filter((g) => !g.isBracket);
  if (stage.length === 0) throw conflict('Draw the groups first');
  const { a, b } = checkPositions(body, Math.max(...stage.map((g) => g.teamIds.length)));
  await dropBrackets(trx, categoryId);
  const trees = buildPlayoffs({
    categoryId,
    groups: stage.map((g) => ({ id: g.id, size: g.teamIds.length })),
    trees: [{ playoff: 1, positions: a }, ...(b.length ? [{ playoff: 2, positions: b }] : [])],
  });
  const [category, levels] = await Promise.all([
    trx.selectFrom('team_categories').select(['code', 'gender']).where('id', '=', categoryId).executeTakeFirstOrThrow(),
    categoryLevels(trx, categoryId).then((all) => all.filter((l) => l.is_bracket)),
  ]);
  if (levels.length === 0) throw conflict('No bracket round level exists');
  // Playoff levels the category added by hand (in order, the last one the final) take the rounds
  // nearest the final; otherwise the shared levels by their system names (the seed's).
  const own = levels.filter((l) => l.team_category_id !== null);
  const levelOf = (roundsToFinal: number) =>
    own.length > 0
      ? own[Math.max(0, own.length - 1 - roundsToFinal)].id
      : (levels.find((l) => l.system_name === levelByRoundsToFinal[Math.min(roundsToFinal, 3)])?.id ?? levels[0].id);
  const stored: StoredTree[] = [];
  for (const tree of trees) {
    const created = await trx
      .insertInto('groups')
      .values(
        tree.matches.map((m, k) => ({
          round_level_id: levelOf(m.roundsToFinal),
          team_category_id: categoryId,
          playoff_category: tree.playoff,
          name: `${category.code}${category.gender} ${treeLetter(tree.playoff)} ${m.round}/${k + 1}`,
        })),
      )
      .returning('id')
      .execute();
    stored.push({ tree, groupIdOfMatch: Object.fromEntries(tree.matches.map((m, k) => [m.key, created[k].id])) });
  }
  await saveBuilder(trx, categoryId, { playoff_trees: stored });
  await writeAudit(trx, user, [
    { entity: 'competition', entityId: categoryId, action: 'playoffs', before: null, after: { a, b, matches: stored.reduce((n, t) => n + t.tree.matches.length, 0) } },
  ]);
}

/** A playoff side as the match row stores it: the feeding group (a bracket match's own group) and position. */
function sideOf(source: PlayoffSource, groupIdOfMatch: Record<string, number>): { group: number; position: number } {
  return source.kind === 'group' ? { group: Number(source.groupId), position: source.position } : { group: groupIdOfMatch[source.matchKey], position: source.position };
}

type MatchRow = { group_id: number; home_team_id: number | null; away_team_id: number | null; home_competition_group_id: number | null; away_competition_group_id: number | null; home_source_position: number | null; away_source_position: number | null };

/** The row of each of the category's matches, by its scheduler key. */
function rowsByKey(own: ScheduleMatch[], trees: StoredTree[]): Map<string, MatchRow> {
  const rows = new Map<string, MatchRow>();
  for (const m of own) {
    if (m.home !== null && m.away !== null)
      rows.set(m.key, { group_id: Number(m.groupId), home_team_id: Number(m.home), away_team_id: Number(m.away), home_competition_group_id: null, away_competition_group_id: null, home_source_position: null, away_source_position: null });
  }
  for (const { tree, groupIdOfMatch } of trees) {
    for (const m of tree.matches) {
      const [home, away] = [sideOf(m.home, groupIdOfMatch), sideOf(m.away, groupIdOfMatch)];
      rows.set(m.key, { group_id: groupIdOfMatch[m.key], home_team_id: null, away_team_id: null, home_competition_group_id: home.group, away_competition_group_id: away.group, home_source_position: home.position, away_source_position: away.position });
    }
  }
  return rows;
}

/**
 * Makes the category's schedule again: its groups' round robins and playoff matches placed on the
 * halls' free time (other categories' matches stay where they are) by the builder's scheduler,
 * whose report (hard violations, soft score) is kept for the screen.
 */
export async function scheduleCategory(trx: Transaction<Database>, user: RequestUser, categoryId: number, body: ScheduleBody): Promise<void> {
  const row = await requireDraft(trx, categoryId);
  const settings: ScheduleSettings = { firstDay: body.firstDay, days: Number(body.days), matchMinutes: Number(body.matchMinutes), restMinutes: Number(body.restMinutes) };
  const stage = (await categoryGroups(trx, categoryId)).filter((g) => !g.isBracket && g.teamIds.length >= 2);
  if (stage.length === 0) throw conflict('Draw the groups first');
  await dropMatches(trx, categoryId);
  const [category, halls, taken] = await Promise.all([
    trx.selectFrom('team_categories').select('small_court').where('id', '=', categoryId).executeTakeFirstOrThrow(),
    trx.selectFrom('places').select(['id', 'opening_hours', 'lat', 'lng']).where('place_type', '=', 'hall').orderBy('sort_order').orderBy('id').execute(),
    trx.selectFrom('matches').select(['id', 'place_id', 'starts_at']).execute(),
  ]);
  const input = scheduleInputFor({
    settings,
    categoryId,
    young: category.small_court,
    halls: halls.map((h) => ({ id: h.id, openingHours: h.opening_hours, lat: Number(h.lat), lng: Number(h.lng) })),
    groups: stage,
    trees: row.trees,
    taken: taken.map((m) => ({ id: m.id, placeId: m.place_id, startsAt: new Date(m.starts_at) })),
  });
  const result = schedule(input);
  const own = input.matches.filter((m) => m.categoryId === categoryId);
  const rows = rowsByKey(own, row.trees);
  const values = result.placements.flatMap((p) => {
    const match = rows.get(p.matchKey);
    return match ? [{ ...match, place_id: Number(p.hallId), starts_at: startsAtOf(settings.firstDay, p.day, p.start) }] : [];
  });
  if (values.length) await trx.insertInto('matches').values(values).execute();
  const report = reportOf(result, own.length);
  await saveBuilder(trx, categoryId, { schedule_settings: settings, schedule_report: report });
  await writeAudit(trx, user, [{ entity: 'competition', entityId: categoryId, action: 'schedule', before: null, after: { settings, placed: report.placed, unplaced: report.unplaced, hardViolations: report.hardViolations, softScore: report.softScore } }]);
}

/**
 * Publishes the draft: the public reads show it from now on, and its matches get their numbers
 * (after the highest given so far, in order of start and hall), which never change afterwards.
 */
export async function publishCategory(trx: Transaction<Database>, user: RequestUser, categoryId: number): Promise<void> {
  await requireDraft(trx, categoryId);
  if ((await categoryGroups(trx, categoryId)).length === 0) throw conflict('Nothing is built in this category yet');
  // Numbers are unique over the tournament: two categories published at once take turns.
  await sql`select pg_advisory_xact_lock(19019)`.execute(trx);
  const before = await trx.selectFrom('matches').select((eb) => eb.fn.max('number').as('max')).executeTakeFirstOrThrow();
  const base = Number(before.max ?? 0);
  const numbered = await sql<{ id: number }>`
    update matches set number = ${base} + ordered.n
    from (
      select m.id, row_number() over (order by m.starts_at, m.place_id, m.id) as n
      from matches m join groups g on g.id = m.group_id
      where g.team_category_id = ${categoryId} and m.number is null
    ) ordered
    where matches.id = ordered.id
    returning matches.id`.execute(trx);
  if (numbered.rows.length === 0) throw conflict('Make the schedule before publishing');
  await trx.updateTable('category_competitions').set({ published_at: new Date(), published_by: user.id, updated_at: new Date() }).where('team_category_id', '=', categoryId).execute();
  await writeAudit(trx, user, [
    { entity: 'competition', entityId: categoryId, action: 'publish', before: { state: 'draft' }, after: { state: 'published', numbers: [base + 1, base + numbered.rows.length] } },
  ]);
}

