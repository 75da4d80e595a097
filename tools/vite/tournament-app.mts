import fs from 'node:fs';
import path from 'node:path';
import type { UserConfig } from 'vite';
import react from '@vitejs/plugin-react-swc';
import { countryFlags } from './country-flags.mjs';
import { precompress } from './precompress.mjs';
import { protocolPwa } from './protocol-pwa.mjs';

const root = path.resolve(import.meta.dirname, '../..');

/** The `@phc/*` aliases of tsconfig.base.json (Vite's tsconfigPaths only covers files a tsconfig includes). */
function workspaceAliases(): Record<string, string> {
  const { compilerOptions } = JSON.parse(fs.readFileSync(path.join(root, 'tsconfig.base.json'), 'utf8')) as {
    compilerOptions: { paths: Record<string, string[]> };
  };
  return Object.fromEntries(Object.entries(compilerOptions.paths).map(([alias, [target]]) => [alias, path.join(root, target)]));
}

/**
 * The one Vite configuration every tournament app uses; an app's own vite.config.mts only names itself.
 * Dev mode proxies the API so the browser sees one origin, as in production (`npm start`).
 */
export function tournamentAppConfig(appDir: string, options: { base?: string; protocolPwa?: boolean; countryFlags?: boolean } = {}): UserConfig {
  const id = path.basename(appDir);
  const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3333';
  const proxy = Object.fromEntries(
    ['/api', '/graphql', '/logout', '/admin', '/img', '/uploads', '/apidocs', '/healthz'].map((prefix) => [
      prefix,
      { target: apiTarget, changeOrigin: false },
    ]),
  );
  return {
    root: appDir,
    // The administration area (apps/admin) lives under /admin/ and has no match protocol to install.
    base: options.base ?? '/',
    cacheDir: path.join(root, 'node_modules/.vite/apps', id),
    // Lingui macros (`t`, <Trans>) compile with the Lingui SWC plugin (needs @swc/core 1.15.x).
    // The protocol's manifest and service worker (only the protocol screen registers them).
    // Country flags as static files under /flags/ (the public participants list); the admin shows none.
    plugins: [
      react({ plugins: [['@lingui/swc-plugin', {}]] }),
      ...(options.protocolPwa === false ? [] : [protocolPwa(appDir)]),
      ...(options.countryFlags === false ? [] : [countryFlags()]),
      precompress(),
    ],
    resolve: { alias: workspaceAliases() },
    server: { port: 4200, host: '127.0.0.1', proxy },
    preview: { port: 4300, host: '127.0.0.1', proxy },
    build: {
      outDir: path.join(root, 'dist/apps', id),
      emptyOutDir: true,
      reportCompressedSize: false,
      sourcemap: false,
      target: 'es2022',
      rollupOptions: {
        // Our libs' modules only declare things (styled components, schemas): one imported through a
        // lib's index but never used must not end up in a page's bundle.
        treeshake: { moduleSideEffects: [{ test: /\/libs\/[^/]+(\/[^/]+)?\/src\/.*\.tsx?$/, sideEffects: false, external: false }] },
        output: {
          // Chunk names only by hash: every chunk's imports and the entry's preload map list them,
          // and readable names cost about 1 KiB gzipped on a first load (a sourcemap build names the sources).
          chunkFileNames: 'assets/[hash].js',
          // The libraries every page runs, in one long-cached chunk: fewer, larger files compress better.
          // Parts only some screens use (mutations, parallel queries, persisted stores) stay with those screens.
          codeSplitting: {
            groups: [
              {
                name: 'framework',
                test: (id) =>
                  /node_modules[\\/](react|react-dom|scheduler|react-router|styled-components|stylis|@tanstack|@lingui|zustand)[\\/]/.test(id) &&
                  !/[\\/](mutationObserver|useMutation|middleware|queriesObserver|useQueries|useSuspenseQueries)\.m?js$/.test(id),
              },
              // Everything a first load runs anyway, in one chunk: over HTTP/1.1 a dozen small chunks wait in
              // turn for the browser's six connections, each a round trip on a phone (Lighthouse: FCP 2.3 -> 1.9 s).
              { name: 'initial', tags: ['$initial'] },
              // What the content system adds to every page's layout, the footer's content and the partner strip
              // with the rich text and links they show: apart from the content pages' block renderers below,
              // so a results page does not download the blocks (draw by day -3 KiB; the home page loads both).
              {
                name: 'content-chrome',
                test: (id) => /libs[\\/]cms[\\/]src[\\/]lib[\\/](slots[\\/](content-footer|partners-slot)|components[\\/](partner-groups|rich-text|content-link))\.tsx$/.test(id),
              },
              // A content page's block renderers with the shared code they need:
              // one chunk compresses better than the dozen small ones cut along lazy-import lines.
              { name: 'content', test: (id) => /libs[\\/]cms[\\/]src[\\/]lib[\\/]components[\\/]/.test(id) },
            ],
          },
        },
      },
    },
  };
}
