// Runs the journeys in fixed slots: each slot is one Playwright run with one worker and servers of its own,
// and every spec file has its slot and its place in that slot's order decided here, from the repository
// alone. Playwright's own workers hand the next file to whichever worker is free, so which journeys had
// written to a server before a given one changed from run to run, and with it the data a journey met:
// a verdict that depended on the machine's speed. The first-paint journeys run last, alone.
//
// Usage: node tools/scripts/e2e.mjs [--record]
//   E2E_WORKERS  slots run side by side (default 2); E2E_PORT the first slot's port (default 3100)
//   --record     writes apps/e2e/slot-weights.json from this run's durations (commit it)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const srcDir = path.join(root, 'apps/e2e/src');
const weightsFile = path.join(root, 'apps/e2e/slot-weights.json');
const resultsDir = path.join(root, 'dist/test-results');
const config = 'apps/e2e/playwright.config.ts';
const slots = Number(process.env.E2E_WORKERS ?? 2);
const firstPort = Number(process.env.E2E_PORT ?? 3100);
const firstPaint = 'first-paint.spec.ts';

/** Seconds per spec file as last recorded; a file not recorded yet weighs as the median one. */
function weights(files) {
  const recorded = fs.existsSync(weightsFile) ? JSON.parse(fs.readFileSync(weightsFile, 'utf8')).seconds : {};
  const known = Object.values(recorded).sort((a, b) => a - b);
  const median = known.length ? known[Math.floor(known.length / 2)] : 60;
  return new Map(files.map((file) => [file, recorded[file] ?? median]));
}

/** Longest first onto the lightest slot; ties by name, so the same files always give the same slots. */
export function assignSlots(weighted, count) {
  const loads = Array.from({ length: count }, () => ({ seconds: 0, files: [] }));
  const order = [...weighted].sort(([a, wa], [b, wb]) => wb - wa || a.localeCompare(b));
  for (const [file, seconds] of order) {
    const lightest = loads.reduce((best, slot) => (slot.seconds < best.seconds ? slot : best));
    lightest.seconds += seconds;
    lightest.files.push(file);
  }
  for (const slot of loads) slot.files.sort();
  return loads;
}

/** One Playwright run; its output lines carry the slot's name. */
function run(name, port, args, json) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['playwright', 'test', '-c', config, '--workers=1', ...args], {
      cwd: root,
      env: { ...process.env, E2E_WORKERS: '1', E2E_PORT: String(port), E2E_JSON: json },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) process.stdout.write(`[${name}] ${line}\n`);
      });
      stream.on('end', () => rest && process.stdout.write(`[${name}] ${rest}\n`));
    }
    child.on('close', (code) => resolve(code ?? 1));
  });
}

const readJson = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null);

/** The slots' reports as one, in the shape test-summary.mjs reads. */
function merge(reports) {
  const stats = { expected: 0, unexpected: 0, flaky: 0, skipped: 0, duration: 0 };
  for (const report of reports) for (const key of Object.keys(stats)) stats[key] = key === 'duration' ? Math.max(stats.duration, report.stats?.duration ?? 0) : stats[key] + (report.stats?.[key] ?? 0);
  return { suites: reports.flatMap((r) => r.suites ?? []), errors: reports.flatMap((r) => r.errors ?? []), stats };
}

/** Seconds each file's tests took, summed over its tests' runs. */
function fileSeconds(suites, into = {}) {
  for (const suite of suites) {
    for (const spec of suite.specs ?? []) {
      const file = spec.file ?? suite.file;
      const ms = (spec.tests ?? []).flatMap((t) => t.results ?? []).reduce((sum, r) => sum + (r.duration ?? 0), 0);
      into[file] = (into[file] ?? 0) + ms / 1000;
    }
    fileSeconds(suite.suites ?? [], into);
  }
  return into;
}

async function main() {
  const files = fs.readdirSync(srcDir).filter((f) => f.endsWith('.spec.ts') && f !== firstPaint).sort();
  const plan = assignSlots(weights(files), slots);
  fs.mkdirSync(resultsDir, { recursive: true });
  plan.forEach((slot, i) => console.log(`slot ${i} (port ${firstPort + 10 * i}, ~${Math.round(slot.seconds)} s): ${slot.files.join(' ')}`));
  const jsonOf = (name) => path.join(resultsDir, `playwright-${name}.json`);
  const codes = await Promise.all(
    plan.map((slot, i) => run(`slot ${i}`, firstPort + 10 * i, ['--project=chromium', ...slot.files.map((f) => `apps/e2e/src/${f}`)], jsonOf(`slot-${i}`))),
  );
  // Alone on the machine: a throttled phone's first paint measured while other journeys load the cores
  // would measure them too.
  codes.push(await run('first paint', firstPort, ['--project=first-paint', '--no-deps'], jsonOf('first-paint')));
  const reports = [...plan.map((_, i) => jsonOf(`slot-${i}`)), jsonOf('first-paint')].map(readJson);
  const merged = merge(reports.filter(Boolean));
  fs.writeFileSync(process.env.E2E_JSON ?? path.join(resultsDir, 'playwright.json'), JSON.stringify(merged));
  if (process.argv.includes('--record')) {
    const seconds = Object.fromEntries(Object.entries(fileSeconds(merged.suites)).filter(([f]) => f !== firstPaint).sort(([a], [b]) => a.localeCompare(b)).map(([f, s]) => [f, Math.round(s)]));
    fs.writeFileSync(weightsFile, JSON.stringify({ '//': 'Seconds per journey file, for tools/scripts/e2e.mjs to balance its slots. Regenerate: node tools/scripts/e2e.mjs --record', seconds }, null, 2) + '\n');
  }
  const { expected, unexpected, flaky, skipped } = merged.stats;
  console.log(`journeys: ${expected} passed, ${unexpected} failed, ${flaky} flaky, ${skipped} skipped; slots exited ${codes.join(', ')}`);
  process.exit(codes.every((c) => c === 0) && reports.every(Boolean) ? 0 : 1);
}

if (process.argv[1] === import.meta.filename) await main();
