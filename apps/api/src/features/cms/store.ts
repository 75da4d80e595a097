import type { Kysely, Selectable } from 'kysely';
import type { CmsObject, CmsObjectType } from '@phc/api-contract';
import type { Database } from '../../platform/db/schema';
import { statusOf, type ContentState } from './content-state';

export type CmsRow = Selectable<Database['cms_objects']>;

const toDate = (value: Date | string | null): Date | null => (value === null ? null : value instanceof Date ? value : new Date(value));

export const stateOf = (row: CmsRow): ContentState => ({
  data: row.data,
  draft: row.draft,
  isArchived: row.is_archived,
  version: row.version,
  publishedAt: toDate(row.published_at as Date | string | null),
});

/** A row as the contract's content object. */
export function toCmsObject(row: CmsRow): CmsObject {
  return {
    id: row.id,
    type: row.type as CmsObjectType,
    slug: row.slug,
    data: row.data,
    draft: row.draft,
    status: statusOf(stateOf(row)),
    isArchived: row.is_archived,
    version: row.version,
    updatedAt: (toDate(row.updated_at) as Date).toISOString(),
    publishedAt: toDate(row.published_at as Date | string | null)?.toISOString() ?? null,
  } as CmsObject;
}

export async function findObject(db: Kysely<Database>, id: number): Promise<CmsRow | undefined> {
  return db.selectFrom('cms_objects').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listObjects(db: Kysely<Database>, filter: { type?: CmsObjectType; archived?: boolean }): Promise<CmsRow[]> {
  let query = db.selectFrom('cms_objects').selectAll();
  if (filter.type) query = query.where('type', '=', filter.type);
  if (filter.archived !== undefined) query = query.where('is_archived', '=', filter.archived);
  return query.orderBy('type').orderBy('id').execute();
}

/** The other objects of a type (all but `exceptId`), for the uniqueness of slugs and of the settings. */
export async function objectsOfType(db: Kysely<Database>, type: CmsObjectType, exceptId?: number) {
  let query = db.selectFrom('cms_objects').select(['id', 'slug', 'data', 'draft']).where('type', '=', type);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return query.execute();
}

/** A new object with its first draft (nothing published yet). */
export async function insertObject(db: Kysely<Database>, type: CmsObjectType, slug: string | null, state: ContentState, changes: { userId: number; now: Date }): Promise<CmsRow> {
  return db
    .insertInto('cms_objects')
    .values({ type, slug, data: null, draft: JSON.stringify(state.draft), status: statusOf(state), version: state.version, updated_by: changes.userId, updated_at: changes.now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Writes a new state only if nobody changed the row since `expectedVersion` was read (optimistic
 * concurrency in one statement); undefined when someone did.
 */
export async function writeState(db: Kysely<Database>, id: number, expectedVersion: number, state: ContentState, changes: { slug?: string | null; userId: number; now: Date }): Promise<CmsRow | undefined> {
  return db
    .updateTable('cms_objects')
    .set({
      data: state.data === null ? null : JSON.stringify(state.data),
      draft: state.draft === null ? null : JSON.stringify(state.draft),
      status: statusOf(state),
      is_archived: state.isArchived,
      version: state.version,
      published_at: state.publishedAt?.toISOString() ?? null,
      updated_at: changes.now,
      updated_by: changes.userId,
      ...(changes.slug !== undefined ? { slug: changes.slug } : {}),
    })
    .where('id', '=', id)
    .where('version', '=', expectedVersion)
    .returningAll()
    .executeTakeFirst();
}
