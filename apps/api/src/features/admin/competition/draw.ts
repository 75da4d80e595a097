import type { Transaction } from 'kysely';
import type { DrawBody, DrawBreak, GroupBody, MoveBody } from '@phc/api-contract';
import { checkMove, drawGroups, groupSizesFor, moveTeam, type DrawState } from '@phc/competition-builder';
import type { RequestUser } from '../../../platform/auth/permissions';
import type { Database } from '../../../platform/db/schema';
import { badRequest, conflict } from '../../../platform/http/errors';
import { writeAudit } from '../../../platform/audit/write-audit';
import { categoryGroups, categoryLevels, dropBrackets, firstStageLevel, registeredTeams, requireDraft, saveBuilder, type Db } from './builder-store';
import { toBreak } from './detail';
import { drawTeamOf } from './draw-team';

/** The smallest group a round robin makes sense for. */
const minTeams = 2;

const groupLetter = (i: number) => (i < 26 ? String.fromCharCode(65 + i) : `${String.fromCharCode(65 + Math.floor(i / 26) - 1)}${String.fromCharCode(65 + (i % 26))}`);

/**
 * Draws the category's approved teams into new groups of about `groupSize` (a draft: the old draft
 * groups, brackets and matches go). Groups are named like the seed's: "AM – A".
 */
export async function drawCategory(trx: Transaction<Database>, user: RequestUser, categoryId: number, body: DrawBody): Promise<void> {
  await requireDraft(trx, categoryId);
  const teams = await registeredTeams(trx, categoryId);
  if (teams.length < minTeams) throw conflict('The category has fewer than two approved teams');
  const sizes = groupSizesFor(teams.length, Number(body.groupSize));
  const before = (await categoryGroups(trx, categoryId)).filter((g) => !g.isBracket).map((g) => ({ id: g.id, teamIds: g.teamIds }));
  await dropBrackets(trx, categoryId);
  await trx.deleteFrom('groups').where('team_category_id', '=', categoryId).execute();

  const category = await trx.selectFrom('team_categories').select(['code', 'gender']).where('id', '=', categoryId).executeTakeFirstOrThrow();
  const levelId = await firstStageLevel(trx, categoryId);
  const groups = await trx
    .insertInto('groups')
    .values(sizes.map((_, i) => ({ round_level_id: levelId, team_category_id: categoryId, playoff_category: null, name: `${category.code}${category.gender} – ${groupLetter(i)}` })))
    .returning('id')
    .execute();
  const seed = body.seed === undefined ? Math.floor(Math.random() * 2_147_483_647) : Number(body.seed);
  const draw = drawGroups({
    teams: teams.map(drawTeamOf),
    groups: groups.map((g, i) => ({ key: g.id, size: sizes[i] })),
    seed,
  });
  await writeMembers(trx, draw);
  await saveBuilder(trx, categoryId, { draw_state: draw });
  await writeAudit(trx, user, [
    { entity: 'competition', entityId: categoryId, action: 'draw', before: { groups: before }, after: { seed, groups: draw.groups.map((g) => ({ id: g.key, teamIds: g.teamIds })) } },
  ]);
}

async function writeMembers(trx: Db, draw: DrawState): Promise<void> {
  const rows = draw.groups.flatMap((g) => g.teamIds.map((teamId, i) => ({ group_id: Number(g.key), team_id: Number(teamId), seed: i + 1 })));
  await trx.deleteFrom('group_teams').where('group_id', 'in', draw.groups.map((g) => Number(g.key))).execute();
  if (rows.length) await trx.insertInto('group_teams').values(rows).execute();
}

/**
 * The draw the builder keeps, or one read from the groups as they are (groups made before the
 * builder kept draws): every team then explains itself as placed by hand.
 */
export async function currentDraw(trx: Db, categoryId: number, kept: DrawState | null): Promise<DrawState> {
  if (kept) return kept;
  const groups = (await categoryGroups(trx, categoryId)).filter((g) => !g.isBracket);
  const teams = await registeredTeams(trx, categoryId);
  return {
    teams: teams.map(drawTeamOf),
    groups: groups.map((g) => ({ key: g.id, size: g.teamIds.length, teamIds: g.teamIds })),
    explanations: groups.flatMap((g) => g.teamIds.map((teamId) => ({ teamId, groupKey: g.id, pot: 1, rule: 'manual' as const, breaks: [] }))),
  };
}

function requireMove(draw: DrawState, body: MoveBody): { teamId: number; groupId: number } {
  const [teamId, groupId] = [Number(body.teamId), Number(body.groupId)];
  const fields: Record<string, string[]> = {};
  if (!draw.groups.some((g) => g.teamIds.some((id) => Number(id) === teamId))) fields['teamId'] = ['invalid'];
  if (!draw.groups.some((g) => Number(g.key) === groupId)) fields['groupId'] = ['invalid'];
  if (Object.keys(fields).length) throw badRequest('The team or the group is not in this category’s draw', fields);
  return { teamId, groupId };
}

/** What moving the team into the group would break (the dialog shows it before the move). */
export async function previewMove(db: Db, categoryId: number, kept: DrawState | null, body: MoveBody): Promise<DrawBreak[]> {
  const draw = await currentDraw(db, categoryId, kept);
  const { teamId, groupId } = requireMove(draw, body);
  return checkMove(draw, teamId, groupId).map(toBreak);
}

/** Moves a team to another group of the draft; the schedule made for the old groups goes. */
export async function moveInDraw(trx: Transaction<Database>, user: RequestUser, categoryId: number, body: MoveBody): Promise<void> {
  const row = await requireDraft(trx, categoryId);
  const draw = await currentDraw(trx, categoryId, row.draw);
  const { teamId, groupId } = requireMove(draw, body);
  const from = draw.groups.find((g) => g.teamIds.some((id) => Number(id) === teamId));
  const breaks = checkMove(draw, teamId, groupId);
  const moved = moveTeam(draw, teamId, groupId);
  await writeMembers(trx, moved);
  // The playoff trees count each group's size, the round robins its teams: both are made again.
  await dropBrackets(trx, categoryId);
  await saveBuilder(trx, categoryId, { draw_state: moved });
  await writeAudit(trx, user, [
    { entity: 'competition', entityId: categoryId, action: 'move', before: { teamId, groupId: Number(from?.key) }, after: { teamId, groupId, breaks: breaks.map((b) => b.constraint) } },
  ]);
}

/**
 * A group-stage group made by hand in the draft: empty, planned for no team, so that teams moved in
 * are explained as moved by hand. 400 `taken` when the category already has a group of the name.
 */
export async function addGroup(trx: Transaction<Database>, user: RequestUser, categoryId: number, body: GroupBody): Promise<void> {
  const row = await requireDraft(trx, categoryId);
  const name = body.name.trim();
  const taken = await trx.selectFrom('groups').select('id').where('team_category_id', '=', categoryId).where('name', '=', name).executeTakeFirst();
  const levels = await categoryLevels(trx, categoryId);
  const levelId = body.roundLevelId === undefined ? await firstStageLevel(trx, categoryId) : Number(body.roundLevelId);
  const fields: Record<string, string[]> = {};
  if (taken) fields['name'] = ['taken'];
  // A playoff level's groups are the playoff trees' matches: the playoff builder makes them.
  if (!levels.some((l) => l.id === levelId && !l.is_bracket)) fields['roundLevelId'] = ['invalid'];
  if (Object.keys(fields).length) throw badRequest('The name is taken or the level is not a group stage of this category', fields);
  const draw = await currentDraw(trx, categoryId, row.draw);
  const group = await trx.insertInto('groups').values({ round_level_id: levelId, team_category_id: categoryId, playoff_category: null, name }).returning('id').executeTakeFirstOrThrow();
  await saveBuilder(trx, categoryId, { draw_state: { ...draw, groups: [...draw.groups, { key: group.id, size: 0, teamIds: [] }] } });
  await writeAudit(trx, user, [{ entity: 'competition', entityId: categoryId, action: 'group', before: null, after: { groupId: group.id, name, roundLevelId: levelId } }]);
}
