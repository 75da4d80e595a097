// Performance budgets: the gzipped JavaScript a first visit downloads, per page type, measured in
// Chromium against the production build (entry + every chunk requested until the network is idle,
// i.e. before any interaction). Also checks that heavy libraries stay out of pages that do not need
// them. Prints the figures; exits 1 when a budget is exceeded.
// Usage: node tools/scripts/budgets.mjs   (after `nx build phc`)
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '../..');
const KiB = 1024;

// Markers inside the libraries' own code that survive minification (not chunk file names, which
// the entry's preload map mentions without loading them).
const heavy = {
  lexical: /Minified Lexical error/,
  map: /api\.mapbox\.com|webglcontextlost|maplibre-gl-js\/blob/,
};

export const budgets = [
  { app: 'phc', page: '/', label: 'home', maxKiB: 150, forbid: ['lexical', 'map'] },
  { app: 'phc', page: '/en', label: 'home (en)', maxKiB: 150, forbid: ['lexical', 'map'] },
  // A content page of the `cms` layout: the editor (Lexical) loads only when a super admin opens it.
  { app: 'phc', page: '/informace', label: 'content page', maxKiB: 155, forbid: ['lexical', 'map'] },
  { app: 'phc', page: '/vysledky/podle-dni', label: 'results: draw by day', maxKiB: 170, forbid: ['lexical', 'map'] },
  { app: 'phc', page: '/ucastnici', label: 'participants', maxKiB: 185, forbid: ['lexical', 'map'] },
  { app: 'phc', page: '/en/ucastnicirozhodci', label: 'referees (en)', maxKiB: 190, forbid: ['lexical', 'map'] },
  // The map screen's own chunk; the map library is a further chunk it fetches once places arrive.
  { app: 'phc', page: '/mapa', label: 'map', maxKiB: 200, forbid: ['lexical'] },
];

function serve(dir) {
  // A static server with SPA fallback; API calls answer 503 so pages render their error states
  // without hanging: this measures code, not data.
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    if (/^\/(api|graphql|logout|admin)(\/|$)/.test(url.pathname)) {
      res.writeHead(503, { 'content-type': 'application/json' }).end('{"error":{"status":503,"code":"unavailable","message":"budget run"}}');
      return;
    }
    let file = path.join(dir, decodeURIComponent(url.pathname));
    if (!file.startsWith(dir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) file = path.join(dir, 'index.html');
    const type = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html', '.svg': 'image/svg+xml' }[path.extname(file)];
    res.writeHead(200, { 'content-type': type ?? 'application/octet-stream' }).end(fs.readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function measure(browser, baseUrl, dir, page) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const tab = await context.newPage();
  const scripts = new Set();
  tab.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('.js')) scripts.add(url.pathname);
  });
  await tab.goto(baseUrl + page, { waitUntil: 'networkidle' });
  await context.close();
  let gzipBytes = 0;
  const found = new Set();
  for (const script of scripts) {
    const body = fs.readFileSync(path.join(dir, script));
    gzipBytes += zlib.gzipSync(body).length;
    for (const [name, marker] of Object.entries(heavy)) if (marker.test(body.toString('utf8'))) found.add(name);
  }
  return { gzipBytes, files: scripts.size, found };
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
let failures = 0;
const servers = new Map();
try {
  for (const budget of budgets) {
    // BUDGET_APPS_DIR: a build elsewhere (parallel builds on one machine, like E2E_APPS_DIR).
    const dir = path.join(process.env.BUDGET_APPS_DIR ? path.resolve(process.env.BUDGET_APPS_DIR) : path.join(root, 'dist/apps'), budget.app);
    if (!fs.existsSync(path.join(dir, 'index.html'))) {
      console.log(`FAIL ${budget.app} ${budget.page}: no build in ${path.relative(root, dir)} (run nx build ${budget.app})`);
      failures++;
      continue;
    }
    if (!servers.has(dir)) servers.set(dir, await serve(dir));
    const { port } = servers.get(dir).address();
    const { gzipBytes, files, found } = await measure(browser, `http://127.0.0.1:${port}`, dir, budget.page);
    const kib = gzipBytes / KiB;
    const forbidden = budget.forbid.filter((name) => found.has(name));
    const ok = kib <= budget.maxKiB && forbidden.length === 0;
    if (!ok) failures++;
    console.log(
      `${ok ? 'ok  ' : 'FAIL'} ${budget.app} ${budget.page} (${budget.label}): ${kib.toFixed(1)} KiB gzipped JS in ${files} files, budget ${budget.maxKiB} KiB` +
        (forbidden.length ? `; must not load: ${forbidden.join(', ')}` : ''),
    );
  }
} finally {
  await browser.close();
  for (const server of servers.values()) server.close();
}
process.exit(failures ? 1 : 0);
