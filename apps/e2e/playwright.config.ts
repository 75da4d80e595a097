import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const root = path.resolve(__dirname, '../..');
/** Where the product's clock starts (tools/scripts/test-clock.json says why). */
const testClockStart: string = JSON.parse(fs.readFileSync(path.join(root, 'tools/scripts/test-clock.json'), 'utf8')).start;
/**
 * Journeys run in `workers` parallel slots, each against servers of its own (a slot's ports are
 * E2E_PORT + 10 × slot): no journey sees another slot's writes, and a slot's files run in order.
 * Two, on CI's two cores: a journey waits on its page and its server most of its time.
 */
const workers = Number(process.env.E2E_WORKERS ?? 2);
const firstPort = Number(process.env.E2E_PORT ?? 3100);
const slotPort = (slot: number) => firstPort + 10 * slot;
/** In a worker, this worker's slot (Playwright's TEST_PARALLEL_INDEX); in the runner, slot 0. */
export const E2E_PORT = slotPort(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
export const baseURL = `http://localhost:${E2E_PORT}`;
// Where the built web apps are: `dist/apps` as `npm test` builds them; another folder lets several
// builds and suites run side by side on one machine.
const appsDir = path.resolve(root, process.env.E2E_APPS_DIR ?? 'dist/apps');
export const VOLLEYBALL_PORT = E2E_PORT + 1;
export const FOOTBALL_PORT = E2E_PORT + 2;
/** Where the servers send e-mail: a journey that reads a link from one listens there (src/mail-catcher.ts). */
export const MAIL_PORT = E2E_PORT + 5;

function apiServer(tournament: string, port: number, mailPort: number) {
  return {
    command: 'npx tsx apps/api/src/main.ts',
    cwd: root,
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: !process.env.CI,
    // Several servers seed their demo at once; on a loaded machine that took past two minutes.
    timeout: 300_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      TOURNAMENT: tournament,
      DATA_DIR: 'memory',
      SEED_DEMO: '1',
      STATIC_DIR: path.join(appsDir, tournament),
      APPS_DIR: appsDir,
      ADMIN_DIR: path.join(appsDir, 'admin'),
      LOG_LEVEL: 'warn',
      // The product's clock: the same tournament hour at any real hour (the browser follows it, src/fixtures.ts).
      CLOCK_START: process.env.E2E_CLOCK_START ?? testClockStart,
      // Unanswered unless a journey listens: the e-mail then stays unsent in the outbox, as without SMTP.
      SMTP_URL: `smtp://127.0.0.1:${mailPort}`,
      // A small live replay buffer, so the live-deltas journey can go past it in a few dozen changes.
      LIVE_REPLAY_MAX_MESSAGES: process.env.E2E_LIVE_REPLAY_MAX_MESSAGES ?? '40',
    },
  };
}

const chromium = {
  ...devices['Desktop Chrome'],
  // npm cannot download browsers here: Debian's Chromium (tools/scripts/ensure-system-deps.sh).
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  },
};

/**
 * Journeys against the real server in production shape: the API (fresh in-memory database with the
 * demo tournament) serving the built phc app; other tournaments' builds are reachable as
 * http://<id>.localhost:<port>/ (the server picks the static build by host, see apps/api static/).
 */
export default defineConfig({
  testDir: './src',
  outputDir: path.join(root, 'dist/.playwright', String(firstPort), 'test-output'),
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON ?? path.join(root, 'dist/test-results/playwright.json') }]],
  fullyParallel: false,
  workers,
  // No retries: a journey that passes on its second try is flaky, and a flaky test is a defect to fix.
  retries: 0,
  forbidOnly: !!process.env.CI,
  // Limits for a hang, not for speed: on a machine that other work loads (CI's is shared), a journey
  // that takes 10-25 s when quiet took over 30 s, and a page's answer over 5 s. A passing check returns
  // as soon as it holds, so the margin costs a quiet run nothing.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    locale: 'cs-CZ',
    timezoneId: 'Europe/Prague',
  },
  // The phc site, and a volleyball and a football tournament's own servers (one API instance serves one
  // tournament, with its sport's rules): the protocol's set-by-set journey and the sister sites' search
  // need them.
  webServer: Array.from({ length: workers }, (_, slot) => slotPort(slot)).flatMap((port) => [
    apiServer('phc', port, port + 5),
    apiServer('praguevolleyballgames', port + 1, port + 5),
    apiServer('praguefootballopen', port + 2, port + 5),
  ]),
  projects: [
    { name: 'chromium', use: chromium, testIgnore: /first-paint\.spec\.ts$/ },
    // The first paint on a throttled phone is measured once every other journey is done, so the other
    // slot's browser and servers do not share the cores with it.
    { name: 'first-paint', use: chromium, testMatch: /first-paint\.spec\.ts$/, dependencies: ['chromium'] },
  ],
});
