/**
 * `npm run bench:schedule`: the group draw, playoff trees and schedule of a tournament of the demo
 * cup's size (36 halls, 4 days, 10 categories, 396 teams), timed, with the constraint figures.
 * The hard violations are recomputed by the independent validator and must be 0.
 *   BENCH_SEED=3 npm run bench:schedule
 */
import { buildCompetition, checkSchedule, demoCompetitionPlan } from '@phc/competition-builder';
import { halls as seedHalls } from '../../apps/api/src/platform/seed/data';

const seed = Number(process.env.BENCH_SEED ?? 17);
const started = performance.now();
// The demo seed's first 36 Prague halls, as `npm run seed` creates them (their coordinates give the travel times).
const plan = demoCompetitionPlan({ seed, halls: seedHalls.slice(0, 36).map((h, i) => ({ id: i + 1, lat: h.lat, lng: h.lng })) });
const built = buildCompetition(plan);
const totalMs = Math.round(performance.now() - started);
const { report, unplaced } = built.result;
const violations = checkSchedule(built.input, built.result.placements);
const teams = plan.categories.reduce((sum, c) => sum + c.teams.length, 0);
const groups = built.draws.reduce((sum, d) => sum + d.draw.groups.length, 0);
const clubClashes = built.draws.flatMap((d) => d.draw.explanations.flatMap((e) => e.breaks.filter((b) => b.constraint === 'sameClub'))).length / 2;

console.log(`Tournament: ${teams} teams, ${groups} groups, ${plan.halls.length} halls, ${plan.days} days, ${built.trees.length} playoff trees`);
console.log(`Time: ${totalMs} ms (draw ${built.timings.draw} ms, playoffs ${built.timings.playoffs} ms, schedule ${built.timings.schedule} ms)`);
console.log(`Matches placed: ${report.placed} of ${report.matches}${unplaced.length ? ` (unplaced: ${unplaced.map((u) => `${u.matchKey} ${u.reason}`).join(', ')})` : ''}`);
console.log(`Hard violations: ${violations.length}`);
console.log(`Same-club pairs in a group: ${clubClashes}`);
console.log(`Soft score: ${report.soft.total}`);
for (const [part, value] of Object.entries(report.soft.parts)) console.log(`  ${part}: ${value}`);
if (violations.length > 0 || unplaced.length > 0 || totalMs > 10_000) process.exitCode = 1;
