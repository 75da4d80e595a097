// Prints what `npm test` did: each step with its time, the test counts of Jest and Playwright,
// and last the plain "N passed, N failed" line that CI reads. Exits 1 when anything failed.
import fs from 'node:fs';
import path from 'node:path';

const [dir, started] = process.argv.slice(2);
const read = (name) => {
  const file = path.join(dir, name);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
};

/** Colour codes of the runners' messages. */
const ansi = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

let passed = 0;
let failed = 0;
const lines = [];

const steps = fs
  .readFileSync(path.join(dir, 'steps.tsv'), 'utf8')
  .trim()
  .split('\n')
  .filter(Boolean)
  .map((line) => line.split('\t'));
for (const [name, status, secs] of steps) {
  lines.push(`${status === 'passed' ? 'ok  ' : 'FAIL'} ${name.padEnd(16)} ${secs}s`);
}

for (const name of ['jest-pglite.json', 'jest-postgres.json']) {
  const jest = read(name);
  if (!jest) continue;
  passed += jest.numPassedTests;
  failed += jest.numFailedTests + jest.numRuntimeErrorTestSuites;
  lines.push(`     ${name.replace('.json', '')}: ${jest.numPassedTests} passed, ${jest.numFailedTests} failed, ${jest.numRuntimeErrorTestSuites} suites crashed`);
  for (const suite of jest.testResults ?? []) {
    const file = path.relative(process.cwd(), suite.name);
    if (suite.status === 'failed' && !(suite.assertionResults ?? []).some((a) => a.status === 'failed')) {
      // The reason sits below the "Test suite failed to run" heading: a crash is only diagnosable from CI with it.
      const reason = (suite.message ?? '').replace(ansi, '').split('\n').map((l) => l.trim()).filter(Boolean);
      lines.push(`     CRASHED: ${file}: ${reason[0] ?? ''}`, ...reason.slice(1, 9).map((l) => `       ${l}`));
    }
    for (const a of (suite.assertionResults ?? []).filter((r) => r.status === 'failed').slice(0, 10)) {
      lines.push(`     FAILED: ${file} › ${a.fullName}`, ...(a.failureMessages ?? []).join('\n').replace(ansi, '').split('\n').map((l) => l.trim()).filter(Boolean).slice(0, 4).map((l) => `       ${l}`));
    }
  }
}

// The first visit's figures (tools/scripts/lighthouse.mjs), so a run's summary shows where they stand.
const lighthouse = read('lighthouse.json');
for (const page of lighthouse?.pages ?? []) {
  const m = page.median;
  lines.push(`     lighthouse ${page.page}: performance ${m.performance}, FCP ${(m.fcpMs / 1000).toFixed(1)} s, LCP ${(m.lcpMs / 1000).toFixed(1)} s, CLS ${m.cls}, TBT ${m.tbtMs} ms`);
}

const pw = read('playwright.json');
if (pw) {
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = pw.stats ?? {};
  // A test that failed and then passed on its retry is a defect, not a pass: it counts as failed
  // and is named, so a retry never hides it.
  passed += expected;
  failed += unexpected + flaky;
  lines.push(`     playwright: ${expected} passed, ${unexpected} failed, ${flaky} flaky, ${skipped} skipped`);
  const specs = specsOf(pw.suites ?? []);
  for (const { title } of specs.filter(({ spec }) => spec.tests?.some((t) => t.status === 'flaky'))) lines.push(`     FLAKY: ${title}`);
  for (const { title, error } of failures(specs)) lines.push(`     FAILED: ${title}`, ...error.map((line) => `       ${line}`));
}

/** Every spec of a Playwright JSON report with its full title (describe blocks › test). */
function specsOf(suites, prefix = []) {
  return suites.flatMap((suite) => {
    const path = suite.title ? [...prefix, suite.title] : prefix;
    return [...(suite.specs ?? []).map((spec) => ({ title: [...path, spec.title].join(' › '), spec })), ...specsOf(suite.suites ?? [], path)];
  });
}

// CI shows the end of the output only: each failed journey's first error lines go into the summary,
// so a failure that does not happen on the next machine can still be read where it happened.
function failures(specs) {
  return specs.flatMap(({ title, spec }) =>
    (spec.tests ?? [])
      .filter((t) => t.status === 'unexpected' || t.status === 'flaky')
      .map((t) => {
        const result = (t.results ?? []).find((r) => r.status !== 'passed') ?? {};
        const message = (result.error?.message ?? result.errors?.[0]?.message ?? '').replace(ansi, '');
        const at = result.error?.location ? `at ${result.error.location.file.split('/').slice(-1)[0]}:${result.error.location.line}` : '';
        return { title, error: [...message.split('\n').map((l) => l.trim()).filter(Boolean).slice(0, 6), at].filter(Boolean) };
      }),
  );
}

// Checks without test counts (catalogs, lint, types, build, budgets, lighthouse) count as one test each; a test
// step that failed without reporting any failed test (a crashed runner, a missing server) counts as one failure.
const failedInResults = { 'unit-pglite': read('jest-pglite.json'), 'unit-postgres': read('jest-postgres.json'), e2e: pw };
const failedSteps = steps.filter(([, status]) => status === 'failed');
for (const [name, status] of steps) {
  if (name in failedInResults) {
    const result = failedInResults[name];
    const reported = result ? (result.numFailedTests ?? (result.stats ? result.stats.unexpected + (result.stats.flaky ?? 0) : 0)) + (result.numRuntimeErrorTestSuites ?? 0) : 0;
    if (status === 'failed' && reported === 0) failed += 1;
  } else if (status === 'passed') passed += 1;
  else failed += 1;
}

console.log('\n' + lines.join('\n'));
console.log(`     total time: ${Math.round(Date.now() / 1000 - Number(started))}s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failedSteps.length > 0 || failed > 0 ? 1 : 0);
