import type { Transaction } from 'kysely';
import type { LevelBody } from '@phc/api-contract';
import type { RequestUser } from '../../../platform/auth/permissions';
import type { Database } from '../../../platform/db/schema';
import { badRequest, conflict, notFound } from '../../../platform/http/errors';
import { writeAudit } from '../../../platform/audit/write-audit';
import { categoryLevels, dropBrackets, requireDraft, saveBuilder, type Db } from './builder-store';

type LevelRow = Awaited<ReturnType<typeof categoryLevels>>[number];

const levelFacts = (l: Pick<LevelRow, 'system_name' | 'name_cs' | 'name_en' | 'is_bracket' | 'sort_order'>) => ({
  systemName: l.system_name,
  nameCs: l.name_cs,
  nameEn: l.name_en,
  type: l.is_bracket ? 'playoff' : 'group',
  order: l.sort_order,
});

/**
 * A system name no other level has: import and export name levels by it (issue 17 item 6), so a
 * category's own level must not collide with a shared one ("EX_second_stage", then "_2", "_3"...).
 */
async function freeSystemName(trx: Db, prefix: string, nameEn: string): Promise<string> {
  const slug = nameEn
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_')
    .slice(0, 40);
  const base = `${prefix}_${slug || 'level'}`;
  const taken = new Set((await trx.selectFrom('round_levels').select('system_name').where('system_name', 'like', `${base}%`).execute()).map((r) => r.system_name));
  let name = base;
  for (let n = 2; taken.has(name); n++) name = `${base}_${n}`;
  return name;
}

/** 400 `taken` on a name another level of the category already shows (two "Semifinals" confuse everybody). */
function checkNames(levels: readonly LevelRow[], body: LevelBody, exceptId: number | null): void {
  const same = (a: string, b: string) => a.trim().toLocaleLowerCase('cs') === b.trim().toLocaleLowerCase('cs');
  const others = levels.filter((l) => l.id !== exceptId);
  const fields: Record<string, string[]> = {};
  if (others.some((l) => same(l.name_cs, body.nameCs))) fields['nameCs'] = ['taken'];
  if (others.some((l) => same(l.name_en, body.nameEn))) fields['nameEn'] = ['taken'];
  if (Object.keys(fields).length) throw badRequest('Another round level of the category has that name', fields);
}

/** The category's own level (404 when the category has no such level; 409 when every category shares it). */
async function ownLevel(trx: Db, categoryId: number, levelId: number): Promise<{ level: LevelRow; levels: LevelRow[] }> {
  const levels = await categoryLevels(trx, categoryId);
  const level = levels.find((l) => l.id === levelId);
  if (!level) throw notFound(`No round level ${levelId} in category ${categoryId}`);
  if (level.team_category_id === null) throw conflict('Every category shares this round level: it is not changed from one category');
  return { level, levels };
}

const groupCount = async (trx: Db, levelId: number) =>
  Number((await trx.selectFrom('groups').select((eb) => eb.fn.countAll<string>().as('n')).where('round_level_id', '=', levelId).executeTakeFirstOrThrow()).n);

/** A round level of the category's own (SPEC §4: a group stage or a playoff round), in a draft. */
export async function addLevel(trx: Transaction<Database>, user: RequestUser, categoryId: number, body: LevelBody): Promise<void> {
  await requireDraft(trx, categoryId);
  checkNames(await categoryLevels(trx, categoryId), body, null);
  const category = await trx.selectFrom('team_categories').select(['code', 'gender']).where('id', '=', categoryId).executeTakeFirstOrThrow();
  const values = {
    system_name: await freeSystemName(trx, `${category.code}${category.gender}`, body.nameEn),
    is_bracket: body.type === 'playoff',
    name_cs: body.nameCs.trim(),
    name_en: body.nameEn.trim(),
    sort_order: Number(body.order),
    team_category_id: categoryId,
  };
  const created = await trx.insertInto('round_levels').values(values).returning('id').executeTakeFirstOrThrow();
  await writeAudit(trx, user, [{ entity: 'competition', entityId: categoryId, action: 'levelCreate', before: null, after: { levelId: created.id, ...levelFacts(values) } }]);
}

/** Renames or reorders the category's own level; its type changes only while it has no groups (409). */
export async function editLevel(trx: Transaction<Database>, user: RequestUser, params: { categoryId: number; levelId: number }, body: LevelBody): Promise<void> {
  await requireDraft(trx, params.categoryId);
  const { level, levels } = await ownLevel(trx, params.categoryId, params.levelId);
  checkNames(levels, body, level.id);
  const isBracket = body.type === 'playoff';
  if (isBracket !== level.is_bracket && (await groupCount(trx, level.id)) > 0) throw conflict('The round level has groups: remove them before changing its type');
  const set = { name_cs: body.nameCs.trim(), name_en: body.nameEn.trim(), is_bracket: isBracket, sort_order: Number(body.order) };
  await trx.updateTable('round_levels').set(set).where('id', '=', level.id).execute();
  await writeAudit(trx, user, [{ entity: 'competition', entityId: params.categoryId, action: 'levelEdit', before: { levelId: level.id, ...levelFacts(level) }, after: { levelId: level.id, ...levelFacts({ ...level, ...set }) } }]);
}

/**
 * Deletes the category's own level when it is empty: 409 while it has groups (their teams and
 * matches would go with them; the organiser removes them first). A published category answers 409
 * before that: its groups and their matches are public.
 */
export async function deleteLevel(trx: Transaction<Database>, user: RequestUser, params: { categoryId: number; levelId: number }): Promise<void> {
  await requireDraft(trx, params.categoryId);
  const { level } = await ownLevel(trx, params.categoryId, params.levelId);
  if ((await groupCount(trx, level.id)) > 0) throw conflict('The round level has groups: remove them first');
  await trx.deleteFrom('round_levels').where('id', '=', level.id).execute();
  await writeAudit(trx, user, [{ entity: 'competition', entityId: params.categoryId, action: 'levelDelete', before: { levelId: level.id, ...levelFacts(level) }, after: null }]);
}

/**
 * Removes an empty group-stage group of the draft (409 while teams are in it: moving them out says
 * what each move breaks). The playoff trees counted it, so they are built again.
 */
export async function deleteGroup(trx: Transaction<Database>, user: RequestUser, params: { categoryId: number; groupId: number }): Promise<void> {
  const row = await requireDraft(trx, params.categoryId);
  const group = await trx
    .selectFrom('groups')
    .innerJoin('round_levels', 'round_levels.id', 'groups.round_level_id')
    .select(['groups.id', 'groups.name', 'groups.round_level_id', 'round_levels.is_bracket'])
    .where('groups.id', '=', params.groupId)
    .where('groups.team_category_id', '=', params.categoryId)
    .executeTakeFirst();
  if (!group) throw notFound(`No group ${params.groupId} in category ${params.categoryId}`);
  if (group.is_bracket) throw conflict('A playoff match’s group: build the playoffs again instead');
  const members = await trx.selectFrom('group_teams').select('team_id').where('group_id', '=', group.id).execute();
  if (members.length > 0) throw conflict('The group has teams: move them to other groups first');
  await dropBrackets(trx, params.categoryId);
  await trx.deleteFrom('matches').where('group_id', '=', group.id).execute();
  await trx.deleteFrom('groups').where('id', '=', group.id).execute();
  if (row.draw) await saveBuilder(trx, params.categoryId, { draw_state: { ...row.draw, groups: row.draw.groups.filter((g) => Number(g.key) !== group.id) } });
  await writeAudit(trx, user, [{ entity: 'competition', entityId: params.categoryId, action: 'groupDelete', before: { groupId: group.id, name: group.name, roundLevelId: group.round_level_id }, after: null }]);
}
