import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const root = path.resolve(__dirname, '../..');
/** Where the product's clock starts (tools/scripts/test-clock.json says why). */
const testClockStart: string = JSON.parse(fs.readFileSync(path.join(root, 'tools/scripts/test-clock.json'), 'utf8')).start;
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${E2E_PORT}`;
// Where the built web apps are: `dist/apps` as `npm test` builds them; another folder lets several
// builds and suites run side by side on one machine.
const appsDir = path.resolve(root, process.env.E2E_APPS_DIR ?? 'dist/apps');
export const VOLLEYBALL_PORT = E2E_PORT + 1;
export const FOOTBALL_PORT = E2E_PORT + 2;
/** Where the servers send e-mail: a journey that reads a link from one listens there (src/mail-catcher.ts). */
export const MAIL_PORT = E2E_PORT + 5;

function apiServer(tournament: string, port: number) {
  return {
    command: 'npx tsx apps/api/src/main.ts',
    cwd: root,
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      TOURNAMENT: tournament,
      DATA_DIR: 'memory',
      STATIC_DIR: path.join(appsDir, tournament),
      APPS_DIR: appsDir,
      ADMIN_DIR: path.join(appsDir, 'admin'),
      LOG_LEVEL: 'warn',
      // The product's clock: the same tournament hour at any real hour (the browser follows it, src/fixtures.ts).
      CLOCK_START: process.env.E2E_CLOCK_START ?? testClockStart,
      // Unanswered unless a journey listens: the e-mail then stays unsent in the outbox, as without SMTP.
      SMTP_URL: `smtp://127.0.0.1:${MAIL_PORT}`,
      // A small live replay buffer, so the live-deltas journey can go past it in a few dozen changes.
      LIVE_REPLAY_MAX_MESSAGES: process.env.E2E_LIVE_REPLAY_MAX_MESSAGES ?? '40',
    },
  };
}

/**
 * Journeys against the real server in production shape: the API (fresh in-memory database with the
 * demo tournament) serving the built phc app; other tournaments' builds are reachable as
 * http://<id>.localhost:<port>/ (the server picks the static build by host, see apps/api static/).
 */
export default defineConfig({
  testDir: './src',
  outputDir: path.join(root, 'dist/.playwright', String(E2E_PORT), 'test-output'),
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON ?? path.join(root, 'dist/test-results/playwright.json') }]],
  fullyParallel: false,
  workers: 1, // 2-core machine: the server, the browser and the test runner share it
  // No retries: a journey that passes on its second try is flaky, and a flaky test is a defect to fix.
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    locale: 'cs-CZ',
    timezoneId: 'Europe/Prague',
  },
  // The phc site, and a volleyball and a football tournament's own servers (one API instance serves one
  // tournament, with its sport's rules): the protocol's set-by-set journey and the sister sites' search
  // need them.
  webServer: [apiServer('phc', E2E_PORT), apiServer('praguevolleyballgames', VOLLEYBALL_PORT), apiServer('praguefootballopen', FOOTBALL_PORT)],
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        // npm cannot download browsers here: Debian's Chromium (tools/scripts/ensure-system-deps.sh).
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
        },
      },
    },
  ],
});
