import type { MatchDetail } from '@phc/api-contract';
import { tournamentDay } from '@phc/tournaments';

/** Why starting the match deserves a second thought: another day's match, a roster nobody confirmed. */
export interface StartWarnings {
  /** The match is scheduled on another day than today (the tournament's, by the server clock). */
  otherDay: { startsAt: string } | null;
  /** Teams whose match roster is not confirmed. */
  unconfirmedTeams: string[];
}

export const hasStartWarnings = (w: StartWarnings) => w.otherDay !== null || w.unconfirmedTeams.length > 0;

/**
 * What to ask before the first stage. `today` comes from the server with the uncached detail; without
 * it (an answer from the cache while offline) the device's clock in the tournament's zone decides.
 */
export function startWarnings(detail: MatchDetail, names: { homeName: string; awayName: string }, now: Date = new Date()): StartWarnings {
  const today = detail.today ?? tournamentDay(now);
  const { protocol, match } = detail;
  const unconfirmed = (state: string | undefined, roster: readonly unknown[]) => state !== 'confirmed' || roster.length === 0;
  return {
    otherDay: match.day === today ? null : { startsAt: match.startsAt },
    unconfirmedTeams: [
      ...(unconfirmed(protocol.homeRosterState, detail.roster.homeTeamRoster) ? [names.homeName] : []),
      ...(unconfirmed(protocol.awayRosterState, detail.roster.awayTeamRoster) ? [names.awayName] : []),
    ],
  };
}
