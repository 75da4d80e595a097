// First visit as a phone meets it (issue 15): Lighthouse 12's mobile preset (its default configuration:
// a mid-range phone, simulated slow 4G) in Debian's headless Chromium, against the production build served
// by the real API with the demo tournament. Each page runs LIGHTHOUSE_RUNS times (3); the run nearest the
// median (Lighthouse's own choice: FCP and TTI) is compared with the thresholds. Prints the figures, writes
// them to dist/test-results/lighthouse.json, exits 1 below a threshold.
// Usage: node tools/scripts/lighthouse.mjs   (after `nx build phc`)
import fs from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import * as chromeLauncher from 'chrome-launcher';
import { serveBuild } from './serve-build.mjs';

const root = path.resolve(import.meta.dirname, '../..');

// Set a few points under what this machine holds (2 cores shared with other work; medians of 3):
// home 87-94, FCP 1.9-2.1 s, LCP 2.7-2.8 s; draw 88-92, FCP 2.1-2.3 s, LCP 2.9-3.3 s; CLS 0 on both, TBT
// 77-350 ms as the machine's load goes. The aim (performance 95, LCP 2.5 s) is not reached yet:
// tighten these as the figures improve. CLS holds the aim. Times in ms.
export const thresholds = [
  { page: '/', label: 'home', minPerformance: 85, maxFcpMs: 2600, maxLcpMs: 3200, maxCls: 0.05, maxTbtMs: 600 },
  { page: '/vysledky/podle-dni', label: 'results: draw by day', minPerformance: 85, maxFcpMs: 2600, maxLcpMs: 3600, maxCls: 0.05, maxTbtMs: 600 },
];

// The demo configures a tag manager and a pixel (SPEC §7): the organiser's choice, not our code, and
// unreachable here. Blocked, so that a DNS failure's timing does not move the figures.
const thirdParty = ['*googletagmanager.com*', '*google-analytics.com*', '*analytics.google.com*', '*facebook.net*', '*facebook.com*', '*youtube*'];

const audit = (lhr, id) => lhr.audits[id]?.numericValue ?? NaN;

function figures(lhr) {
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcpMs: Math.round(audit(lhr, 'first-contentful-paint')),
    lcpMs: Math.round(audit(lhr, 'largest-contentful-paint')),
    cls: Number(audit(lhr, 'cumulative-layout-shift').toFixed(3)),
    tbtMs: Math.round(audit(lhr, 'total-blocking-time')),
    speedIndexMs: Math.round(audit(lhr, 'speed-index')),
    // Lighthouse's measure of this machine's CPU: simulated timings scale what the page's scripts took
    // here (4x slower for the phone), so a busy machine moves TBT and FCP; read it beside them.
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  };
}

/** What Lighthouse says would help most, to read when a threshold fails. */
function opportunities(lhr) {
  return Object.values(lhr.audits)
    .filter((a) => a.details?.type === 'opportunity' && (a.details.overallSavingsMs ?? 0) >= 50)
    .sort((a, b) => b.details.overallSavingsMs - a.details.overallSavingsMs)
    .slice(0, 4)
    .map((a) => `${a.id} (${Math.round(a.details.overallSavingsMs)} ms)`);
}

function failuresOf(f, t) {
  const out = [];
  if (f.performance < t.minPerformance) out.push(`performance ${f.performance} < ${t.minPerformance}`);
  if (f.fcpMs > t.maxFcpMs) out.push(`FCP ${f.fcpMs} ms > ${t.maxFcpMs}`);
  if (f.lcpMs > t.maxLcpMs) out.push(`LCP ${f.lcpMs} ms > ${t.maxLcpMs}`);
  if (f.cls > t.maxCls) out.push(`CLS ${f.cls} > ${t.maxCls}`);
  if (f.tbtMs > t.maxTbtMs) out.push(`TBT ${f.tbtMs} ms > ${t.maxTbtMs}`);
  return out;
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

const app = process.env.LIGHTHOUSE_APP ?? 'phc';
const dir = path.join(process.env.LIGHTHOUSE_APPS_DIR ? path.resolve(process.env.LIGHTHOUSE_APPS_DIR) : path.join(root, 'dist/apps'), app);
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
if (!fs.existsSync(path.join(dir, 'index.html'))) {
  console.log(`FAIL no build in ${path.relative(root, dir)} (run nx build ${app})`);
  process.exit(1);
}

const server = await serveBuild(dir, Number(process.env.LIGHTHOUSE_PORT ?? 3196));
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  logLevel: 'silent',
});
const results = [];
let failed = 0;
try {
  // One unmeasured visit first: the server's first answers (its JIT, the demo data's first queries)
  // are not what a phone meets on a warm server.
  await fetch(`http://127.0.0.1:${server.port}/api/v1/competition/live`).catch(() => undefined);
  for (const t of thresholds) {
    const url = `http://127.0.0.1:${server.port}${t.page}`;
    const lhrs = [];
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], blockedUrlPatterns: thirdParty });
      if (!result || result.lhr.runtimeError) throw new Error(`Lighthouse failed on ${t.page}: ${result?.lhr.runtimeError?.message ?? 'no result'}`);
      lhrs.push(result.lhr);
    }
    const median = figures(computeMedianRun(lhrs));
    const failures = failuresOf(median, t);
    if (failures.length) failed++;
    results.push({ ...t, runs: lhrs.map(figures), median, failures });
    console.log(
      `${failures.length ? 'FAIL' : 'ok  '} ${app} ${t.page} (${t.label}): performance ${median.performance}, FCP ${seconds(median.fcpMs)}, LCP ${seconds(median.lcpMs)}, ` +
        `CLS ${median.cls}, TBT ${median.tbtMs} ms, Speed Index ${seconds(median.speedIndexMs)} ` +
        `(median of ${runs}: performance ${lhrs.map((l) => figures(l).performance).join('/')}; CPU benchmark ${median.benchmarkIndex})` +
        (failures.length ? `\n     below the thresholds: ${failures.join('; ')}; would help: ${opportunities(computeMedianRun(lhrs)).join(', ') || 'nothing listed'}` : ''),
    );
  }
} finally {
  await chrome.kill();
  server.close();
}
const out = path.join(root, 'dist/test-results/lighthouse.json');
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, JSON.stringify({ app, lighthouse: '12', preset: 'mobile (default config, simulated throttling)', runs, pages: results }, null, 2));
process.exit(failed ? 1 : 0);
