import type { DrawTeam } from './draw';
import type { PlannedCategory, CompetitionPlan } from './pipeline';
import { seededRandom } from './random';
import { type HallLocation, travelFromCoordinates } from './travel';

export interface DemoPlanOptions {
  /** Hall coordinates (the demo seed's Prague halls); default: 36 halls spread over Prague. */
  halls?: HallLocation[];
  seed?: number;
}

/** Teams per category of the demo handball cup (the seed's figures: 10 categories, 396 teams). */
export const demoTeamsPerCategory = [40, 38, 42, 36, 44, 40, 38, 42, 36, 40];
const countryWeights: [string, number][] = [
  ['CZ', 10], ['SK', 4], ['DE', 5], ['AT', 3], ['PL', 3], ['HU', 2], ['DK', 3], ['NO', 3], ['SE', 3], ['FI', 1], ['IS', 1], ['NL', 2], ['BE', 1], ['FR', 2],
  ['ES', 1], ['IT', 1], ['PT', 1], ['CH', 1], ['SI', 1], ['HR', 1], ['GB', 1], ['IE', 1], ['US', 1], ['LT', 1], ['EE', 1], ['UA', 1], ['FO', 1], ['IL', 1],
];

function pickCountry(random: () => number): string {
  const total = countryWeights.reduce((s, [, w]) => s + w, 0);
  let r = random() * total;
  for (const [code, w] of countryWeights) if ((r -= w) < 0) return code;
  return 'CZ';
}

/** Prague's hall box (lat 49.95–50.15, lng 14.25–14.65), as the seed's halls. */
function generatedHalls(count: number, random: () => number): HallLocation[] {
  return Array.from({ length: count }, (_, i) => ({ id: i + 1, lat: 49.95 + random() * 0.2, lng: 14.25 + random() * 0.4 }));
}

/** Category A is the oldest; the younger play shorter matches and should be done earlier in the evening. */
const categoryShape = [
  { code: 'A', matchMinutes: 50 },
  { code: 'B', matchMinutes: 45 },
  { code: 'C', matchMinutes: 40 },
  { code: 'D', matchMinutes: 35, preferredLatestEnd: 19 * 60 },
  { code: 'E', matchMinutes: 35, preferredLatestEnd: 18 * 60 },
];

/**
 * The demo tournament's size without a database: 36 halls open 8:00–20:00 on 4 days, 10 categories
 * (boys and girls A–E) with the seed's team counts, about 150 clubs from 28 countries with up to
 * three teams a category, groups of 5, playoff A (places 1–2) and B (3–4).
 */
export function demoCompetitionPlan(options: DemoPlanOptions = {}): CompetitionPlan {
  const seed = options.seed ?? 17;
  const random = seededRandom(seed);
  const hallLocations = options.halls ?? generatedHalls(36, random);
  const clubs = Array.from({ length: 150 }, (_, i) => ({ id: i + 1, country: pickCountry(random) }));
  let teamId = 0;
  const categories: PlannedCategory[] = demoTeamsPerCategory.map((count, ci) => {
    const shape = categoryShape[Math.floor(ci / 2)];
    const teams: DrawTeam[] = Array.from({ length: count }, (_, t) => {
      // Past the 32nd team the clubs repeat: a dozen clubs enter two teams in a category.
      const club = clubs[((t % 32) * 7 + ci * 3) % clubs.length];
      return { id: ++teamId, clubId: club.id, country: club.country, strength: Math.floor(random() * 100) };
    });
    return {
      id: ci + 1,
      matchMinutes: shape.matchMinutes,
      restMinutes: 60,
      maxMatchesPerDay: 3,
      preferredLatestEnd: shape.preferredLatestEnd,
      teams,
      groupSize: 5,
      playoffs: [
        { playoff: 1, positions: [1, 2], thirdPlace: true },
        { playoff: 2, positions: [3, 4] },
      ],
    };
  });
  const days = 4;
  const halls = hallLocations.map((h) => ({ id: h.id, open: Array.from({ length: days }, (_, day) => ({ day, from: 8 * 60, to: 20 * 60 })) }));
  return { days, halls, travel: travelFromCoordinates(hallLocations), categories, seed };
}
