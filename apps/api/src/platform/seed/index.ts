import { sql, type Kysely } from 'kysely';
import type { TournamentId } from '@phc/tournaments';
import { hashPassword } from '../auth/password';
import type { Database } from '../db/schema';
import { migrateToLatest } from '../db/migrate';
import { demoPassword } from './demo-accounts';
import { seedProtocolDemo } from './protocol';
import { seedUndrawnCategory } from './undrawn-category';
import { seedAccounts, seedCategories, seedConfiguration, seedGeography, seedPlaces, seedSport } from './steps/catalogue';
import { seedClubs, seedReferees, seedTeams } from './steps/clubs';
import { seedContent } from './steps/content';
import { isoDay, seedBase } from './steps/context';
import { seedBracketTeams, seedMatchDetails, seedMatches } from './steps/results';
import { seedRosters, seedTeamLeaders, seedTeamRequests } from './steps/rosters';
import { seedSchedule } from './steps/schedule';
import { seedClubServices } from './steps/services';

export { demoAccounts, demoPassword } from './demo-accounts';

export interface SeedSummary {
  tournament: TournamentId;
  halls: number;
  teams: number;
  clubs: number;
  countries: number;
  participants: number;
  matches: number;
  events: number;
  referees: number;
  cmsObjects: number;
  /** YYYY-MM-DD of the tournament's first day (yesterday, relative to `now`). */
  firstDay: string;
}

export { isDatabaseEmpty } from '../db/empty';

/** Drops everything and migrates again: `npm run seed -- --reset`. */
export async function resetDatabase(db: Kysely<Database>): Promise<void> {
  await sql`drop schema public cascade`.execute(db);
  await sql`create schema public`.execute(db);
  await migrateToLatest(db);
}

/**
 * A realistic, deterministic demo tournament that is always on its second day relative to `now`:
 * day 1 played, day 2 partly played with matches live now, days 3 and 4 to come. Expects an empty,
 * migrated database. The steps (steps/*.ts) run in this order inside one transaction: each one's
 * results join the context of the ones after it, and the PRNG draws stay in the same order.
 */
export async function seedDemo(db: Kysely<Database>, options: { tournament: TournamentId; now?: Date }): Promise<SeedSummary> {
  const passwordHash = await hashPassword(demoPassword);
  return db.transaction().execute(async (trx) => {
    const base = seedBase(trx, options, passwordHash);
    const catalogue = { ...base, ...(await seedAccounts(base)), ...(await seedConfiguration(base)) };
    const places = { ...catalogue, ...(await seedGeography(base)), ...(await seedPlaces(catalogue)), ...(await seedSport(base)), ...(await seedCategories(base)) };
    const clubs = { ...places, ...(await seedClubs(places)) };
    const teams = { ...clubs, ...(await seedTeams(clubs)) };
    const people = { ...teams, ...(await seedRosters(teams)) };
    await seedTeamRequests(people);
    await seedTeamLeaders(people);
    const refereed = { ...people, ...(await seedReferees(people)) };
    const scheduled = { ...refereed, ...(await seedSchedule(refereed)) };
    const played = { ...scheduled, ...(await seedMatches(scheduled)) };
    const { eventCount } = await seedMatchDetails(played);
    await seedBracketTeams(played);
    await seedUndrawnCategory(trx, 'club@demo.test');
    await seedProtocolDemo(trx, 'leader@demo.test');
    await seedClubServices(played);
    const firstDay = isoDay(base.firstDay);
    const cmsObjects = await seedContent(trx, base.tournament, firstDay, played.userId('superadmin@demo.test'), base.now);
    return {
      tournament: base.tournament.id,
      halls: played.halls.length,
      teams: played.teams.length,
      clubs: played.clubs.length,
      countries: played.countryRows.length,
      participants: played.participants.length,
      matches: played.matches.length,
      events: eventCount,
      referees: played.referees.length,
      cmsObjects,
      firstDay,
    };
  });
}
