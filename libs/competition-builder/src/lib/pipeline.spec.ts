import { checkSchedule } from './check-schedule';
import { demoCompetitionPlan } from './demo-plan';
import { idKey } from './ids';
import { buildCompetition, type CompetitionPlan } from './pipeline';
import { seededRandom } from './random';

describe('the demo-size tournament (the benchmark)', () => {
  const plan = demoCompetitionPlan();
  const built = buildCompetition(plan);

  it('draws, builds the playoffs and schedules about 400 teams and 1,100 matches (its time: npm run bench:schedule)', () => {
    expect(plan.categories.reduce((n, c) => n + c.teams.length, 0)).toBe(396);
    expect(plan.halls).toHaveLength(36);
    expect(built.input.matches.length).toBeGreaterThan(1_050);
  });

  it('places every match without breaking a hard constraint (checked by the validator)', () => {
    expect(built.result.unplaced).toEqual([]);
    expect(built.result.placements).toHaveLength(built.input.matches.length);
    expect(checkSchedule(built.input, built.result.placements)).toEqual([]);
    expect(built.result.report.hardViolations).toBe(0);
  });

  it('keeps every club’s teams in different groups', () => {
    for (const { draw } of built.draws) expect(draw.explanations.flatMap((e) => e.breaks.filter((b) => b.constraint === 'sameClub'))).toEqual([]);
  });

  it('keeps nearly every team in one hall and the young categories out of the late evening', () => {
    const { parts } = built.result.report.soft;
    expect(parts.extraHalls).toBeLessThan(10);
    expect(parts.lateMatches).toBeLessThan(20);
  });

  it('starts every playoff match after the last match of each group that feeds it', () => {
    const start = new Map(built.result.placements.map((p) => [p.matchKey, p.day * 1440 + p.start]));
    const lastOfGroup = new Map<string, number>();
    for (const m of built.input.matches.filter((x) => !x.after)) lastOfGroup.set(idKey(m.groupId), Math.max(lastOfGroup.get(idKey(m.groupId)) ?? 0, start.get(m.key) ?? Infinity));
    const fed = built.input.matches.filter((m) => (m.after?.groups ?? []).length > 0);
    expect(fed.length).toBeGreaterThan(100);
    for (const m of fed) for (const g of m.after?.groups ?? []) expect(start.get(m.key)).toBeGreaterThan(lastOfGroup.get(idKey(g)) ?? Infinity);
  });
});

/** A small tournament with awkward halls: late openings, lunch breaks, a hall closed one day. */
function awkwardPlan(seed: number): CompetitionPlan {
  const random = seededRandom(seed);
  const days = 3;
  const halls = Array.from({ length: 6 }, (_, h) => ({
    id: h + 1,
    open: Array.from({ length: days }, (_, day) => day)
      .filter((day) => !(h === 5 && day === 1))
      .flatMap((day) => {
        const from = (8 + Math.floor(random() * 3)) * 60;
        return random() < 0.4 ? [{ day, from, to: 12 * 60 }, { day, from: 13 * 60, to: 19 * 60 }] : [{ day, from, to: 20 * 60 }];
      }),
  }));
  const travel = halls.flatMap((a, i) => halls.slice(i + 1).map((b) => ({ from: a.id, to: b.id, minutes: 10 + Math.floor(random() * 40) })));
  const categories = [0, 1, 2].map((c) => ({
    id: `cat${c}`,
    matchMinutes: 30 + c * 10,
    restMinutes: 45,
    maxMatchesPerDay: 3,
    preferredLatestEnd: c === 2 ? 18 * 60 : undefined,
    groupSize: 4 + c,
    teams: Array.from({ length: 10 + Math.floor(random() * 8) }, (_, t) => ({ id: `${c}-${t}`, clubId: Math.floor(random() * 12), country: ['CZ', 'DE', 'SK'][t % 3], strength: Math.floor(random() * 50) })),
    playoffs: [{ playoff: 1, positions: [1, 2], thirdPlace: true }],
  }));
  return { days, halls, travel, categories, seed };
}

describe.each([1, 2, 3, 4, 5])('an awkward small tournament (seed %i)', (seed) => {
  it('is scheduled with no hard violation, or the misses are reported', () => {
    const built = buildCompetition(awkwardPlan(seed));
    expect(checkSchedule(built.input, built.result.placements)).toEqual([]);
    expect(built.result.placements.length + built.result.unplaced.length).toBe(built.input.matches.length);
    expect(built.result.unplaced).toEqual([]);
  });
});
