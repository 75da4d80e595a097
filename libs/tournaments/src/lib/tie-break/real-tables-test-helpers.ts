import type { StandingDecider, TieBreaker } from '../sports/types';
import { computeStandings, type StandingMatch, type StandingRow } from '../standings';
import type { Sport } from '../types';
import { procedureDefinitions, type TieBreakProcedure } from './procedures';
import { rankLevelTeams } from './rank-level-teams';

/**
 * Test helpers for the real-table specs: matches are written as the results were published,
 * "Home 3–1 Away", in volleyball optionally with the set scores "Home 3–1 Away (25-20, 18-25, …)".
 * Team ids are the teams' positions in the list given (the order the federation listed the group
 * before it started), so an engine that kept the input order could not pass.
 */
const resultLine = /^(.+?) (\d+)[–:-](\d+) (.+?)(?: \((.+)\))?$/;

function parseResults(teams: readonly string[], results: readonly string[]): StandingMatch[] {
  const id = (name: string) => {
    const index = teams.indexOf(name);
    if (index < 0) throw new Error(`unknown team ${name}`);
    return index + 1;
  };
  return results.map((line, i) => {
    const [, home, homeScore, awayScore, away, sets] = resultLine.exec(line) ?? [];
    if (home === undefined) throw new Error(`not a result: ${line}`);
    const setPoints = sets?.split(', ').map((set) => set.split('-').map(Number) as [number, number]);
    return {
      id: i + 1,
      homeTeamId: id(home),
      awayTeamId: id(away),
      homeScore: Number(homeScore),
      awayScore: Number(awayScore),
      finished: true,
      ...(setPoints ? { setPoints } : {}),
    };
  });
}

type RankOptions = { procedure?: TieBreakProcedure; lots?: string[]; tieBreakers?: Parameters<typeof computeStandings>[0]['tieBreakers'] };

/** A whole group with every match: ranked by `computeStandings` as the web shows it. */
export function group(sport: Sport, teams: readonly string[], results: readonly string[]) {
  const matches = parseResults(teams, results);
  const id = (name: string) => teams.indexOf(name) + 1;
  const rank = (options: RankOptions = {}) => {
    const rows = computeStandings({ sport, teamIds: teams.map(id), matches, ...options, lots: options.lots?.map(id) });
    return { names: rows.map((r) => teams[r.teamId - 1]), rows, row: (name: string) => rows.find((r) => r.teamId === id(name)) as StandingRow };
  };
  return { rank };
}

/** The head-to-head values a procedure reads, taken from the totals of a table of the given matches. */
const headToHeadField: Partial<Record<TieBreaker, 'points' | 'won' | 'scoreDiff' | 'scoreFor'>> = {
  h2hPoints: 'points',
  h2hWon: 'won',
  h2hScoreDiff: 'scoreDiff',
  h2hScoreFor: 'scoreFor',
};

/**
 * Teams the published table shows level on the procedure's first criterion, ranked by the engine's
 * tie-break step (`rankLevelTeams`) from the matches among them only. For groups whose other results are
 * not all at hand: the matches among the tied teams are every match the head-to-head criteria read.
 * An overall criterion (all group matches) is read from `overall` (figures of the published table); a
 * test without it proves the head-to-head matches decided.
 */
export function rankTiedTeams(input: {
  sport: Sport;
  procedure: TieBreakProcedure;
  teams: readonly string[];
  results: readonly string[];
  overall?: Record<string, Partial<Record<TieBreaker, number>>>;
}): { names: string[]; decidedBy: Record<string, StandingDecider> } {
  const { sport, procedure, teams } = input;
  const matches = parseResults(teams, input.results);
  const ranked = rankLevelTeams(
    teams.map((_, i) => i + 1),
    {
      overall: (criterion, teamId) => {
        const value = input.overall?.[teams[teamId - 1]]?.[criterion];
        if (value === undefined) throw new Error(`${criterion} of ${teams[teamId - 1]} (all group matches) is not in the test's published figures`);
        return value;
      },
      headToHead: (subset) => {
        const among = matches.filter((m) => subset.includes(m.homeTeamId) && subset.includes(m.awayTeamId));
        const rows = computeStandings({ sport, teamIds: subset, matches: among, tieBreakers: [] });
        return (criterion, teamId) => {
          const field = headToHeadField[criterion];
          if (field === undefined) throw new Error(`no head-to-head value for ${criterion}`);
          return (rows.find((r) => r.teamId === teamId) as StandingRow)[field];
        };
      },
      steps: procedureDefinitions[procedure].steps,
    },
  );
  return {
    names: ranked.map((r) => teams[r.teamId - 1]),
    decidedBy: Object.fromEntries(ranked.map((r) => [teams[r.teamId - 1], r.decidedBy])),
  };
}
