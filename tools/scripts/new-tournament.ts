/**
 * Creates the thin web app of a tournament: `npm run new-tournament -- <id>` (or `-- --all`).
 * The tournament must be in the registry (libs/tournaments) first: the app only names it;
 * its theme, sport rules and features come from there. Existing files are kept unless --force.
 */
import fs from 'node:fs';
import path from 'node:path';
import { getTournament, isTournamentId, listTournaments, type Tournament } from '@phc/tournaments';

const root = path.resolve(import.meta.dirname, '../..');

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /^[A-Za-zÀ-ž]/.test(word))
    .map((word) => word[0].toUpperCase())
    .join('')
    .slice(0, 3);
}

function logoSvg(t: Tournament, size: number): string {
  const { primary, onPrimary, secondary } = t.theme.colors;
  const text = initials(t.name.en);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64" role="img" aria-label="${t.name.en}">
  <rect width="64" height="64" rx="14" fill="${primary}"/>
  <rect x="6" y="50" width="52" height="6" rx="3" fill="${secondary}"/>
  <text x="32" y="40" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="${text.length > 2 ? 20 : 26}" fill="${onPrimary}">${text}</text>
</svg>
`;
}

function files(t: Tournament): Record<string, string> {
  return {
    'project.json': `${JSON.stringify(
      {
        name: t.id,
        $schema: '../../node_modules/nx/schemas/project-schema.json',
        sourceRoot: `apps/${t.id}/src`,
        projectType: 'application',
        tags: ['scope:web', 'type:app'],
      },
      null,
      2,
    )}\n`,
    'vite.config.mts': `/// <reference types='vite/client' />
import { defineConfig } from 'vite';
import { tournamentAppConfig } from '../../tools/vite/tournament-app.mts';

export default defineConfig(() => tournamentAppConfig(import.meta.dirname));
`,
    'index.html': `<!doctype html>
<html lang="cs" data-tournament="${t.id}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="${t.theme.colors.primary}" />
    <meta name="description" content="${t.name.cs}" />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <title>${t.name.cs}</title>
  </head>
  <body>
    <div id="root"></div>
    <noscript>${t.name.cs}: zapněte si JavaScript. / Please enable JavaScript.</noscript>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`,
    'src/main.tsx': `import { createTournamentApp } from '@phc/shell';
import { resolveTournament } from '@phc/tournaments';

createTournamentApp(resolveTournament(document.documentElement.getAttribute('data-tournament')));
`,
    'public/logo.svg': logoSvg(t, t.theme.logo.width),
    'public/favicon.svg': logoSvg(t, 32),
  };
}

function generate(t: Tournament, force: boolean): void {
  const appDir = path.join(root, 'apps', t.id);
  for (const [name, content] of Object.entries(files(t))) {
    const file = path.join(appDir, name);
    if (fs.existsSync(file) && !force) continue;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  }
  console.log(`apps/${t.id}: ready (npm start with TOURNAMENT=${t.id})`);
}

const args = process.argv.slice(2);
const force = args.includes('--force');
const ids = args.filter((a) => !a.startsWith('--'));
if (args.includes('--all')) {
  listTournaments().forEach((t) => generate(t, force));
} else if (ids.length === 0) {
  console.error('usage: npm run new-tournament -- <tournament-id> [--force] | --all');
  process.exit(2);
} else {
  for (const id of ids) {
    if (!isTournamentId(id)) {
      console.error(`"${id}" is not in the registry: add it to libs/tournaments/src/lib/registry.ts first.`);
      process.exit(2);
    }
    generate(getTournament(id), force);
  }
}
