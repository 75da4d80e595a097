import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';

/**
 * Categories whose competition is a draft (issue 17): built in the administration and not yet
 * published. The public reads (static data, live, match detail, standings) leave out their groups,
 * group teams and matches; a category with no builder row keeps what it had (the seed's is public).
 */
export function draftCategoryIds(db: Kysely<Database>) {
  return db.selectFrom('category_competitions').select('category_competitions.team_category_id').where('category_competitions.published_at', 'is', null);
}

/** The groups of draft categories (see draftCategoryIds). */
export function draftGroupIds(db: Kysely<Database>) {
  return db.selectFrom('groups as draft_groups').select('draft_groups.id').where('draft_groups.team_category_id', 'in', draftCategoryIds(db));
}
