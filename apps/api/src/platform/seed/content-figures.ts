import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { ContentFigures } from './sport-content';

/**
 * The numbers the demo pages quote, read from the rows just seeded so the text cannot drift from the
 * data (issue 18: "over a thousand matches" on a site with 186).
 */
export async function contentFigures(db: Kysely<Database>): Promise<ContentFigures> {
  const count = sql<string>`count(*)`;
  const [teams, matches, halls] = await Promise.all([
    db.selectFrom('teams').select(count.as('n')).executeTakeFirstOrThrow(),
    db.selectFrom('matches').select(count.as('n')).executeTakeFirstOrThrow(),
    db.selectFrom('places').select(count.as('n')).where('place_type', '=', 'hall').executeTakeFirstOrThrow(),
  ]);
  const countries = await db
    .selectFrom('teams')
    .innerJoin('clubs', 'clubs.id', 'teams.club_id')
    .select(sql<string>`count(distinct clubs.country_id)`.as('n'))
    .executeTakeFirstOrThrow();
  const days = await db.selectFrom('matches').select(sql<string>`count(distinct cast(starts_at as date))`.as('n')).executeTakeFirstOrThrow();
  const categories = await db.selectFrom('team_categories').select(['code', 'gender', 'small_court']).orderBy('sort_order').execute();
  return {
    teams: Number(teams.n),
    matches: Number(matches.n),
    countries: Number(countries.n),
    halls: Number(halls.n),
    days: Number(days.n),
    categoryCodes: [...new Set(categories.map((c) => c.code))].sort(),
    mixed: categories.some((c) => c.gender === 'X'),
    smallCourtCodes: [...new Set(categories.filter((c) => c.small_court).map((c) => c.code))].sort(),
  };
}
