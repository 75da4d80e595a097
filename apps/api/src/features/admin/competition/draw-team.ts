import type { DrawTeam } from '@phc/competition-builder';

/** A registered team's row as the builder reads it (builder-store's `registeredTeams`). */
export interface StoredTeam {
  id: number;
  club_id: number;
  country_code: string;
  seeding_pot: number | null;
}

/**
 * The team as the draw takes it: club and country to keep apart, and the organiser's seeding pot
 * (migration 021), by which the draw snakes; a team without one is drawn after the potted ones.
 */
export const drawTeamOf = (t: StoredTeam): DrawTeam => ({ id: t.id, clubId: t.club_id, country: t.country_code, ...(t.seeding_pot === null ? {} : { pot: t.seeding_pot }) });
