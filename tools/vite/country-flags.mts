import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Where the flags are served in every tournament app; `CountryFlag` (libs/ui) loads `/flags/<code>.svg`. */
export const flagsUrlPrefix = '/flags/';

/**
 * Country codes the flags are kept for: ISO 3166-1 alpha-2 ("cz") and the few subdivisions clubs play
 * for ("gb-sct"), the codes `countryFlagUrl` (libs/ui) asks for. flag-icons also draws groupings
 * ("asean", "cefta", "arab"), which no club is from.
 */
const flagFile = /^[a-z]{2}(-[a-z]{2,3})?\.svg$/;

/** The 4:3 SVG flags of the `flag-icons` package (lipis, MIT). */
export function flagsSourceDir(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('flag-icons/package.json')), 'flags', '4x3');
}

/** The flag files to publish, by name ("cz.svg"), sorted. */
export function flagFiles(dir = flagsSourceDir()): string[] {
  // "xx" is flag-icons' blank stand-in for an unknown country: an unknown code shows no flag instead.
  return fs
    .readdirSync(dir)
    .filter((name) => flagFile.test(name) && name !== 'xx.svg')
    .sort();
}

/**
 * Each country's flag as a file of its own under `/flags/` (not flag-icons' CSS, which would put every
 * flag into the stylesheet, nor a module, which would grow the JavaScript): a page loads only the
 * flags it shows, lazily, and the server caches them long (apps/api/src/platform/static/serve-app.ts). The build
 * writes them into the app's output, where the precompress plugin brotli-compresses the larger ones;
 * the dev server answers them from node_modules.
 */
export function countryFlags(dir = flagsSourceDir()): Plugin {
  return {
    name: 'phc-country-flags',
    generateBundle() {
      for (const name of flagFiles(dir)) this.emitFile({ type: 'asset', fileName: `flags/${name}`, source: fs.readFileSync(path.join(dir, name)) });
    },
    configureServer(server) {
      server.middlewares.use(flagsUrlPrefix, (request, response, next) => {
        const name = (request.url ?? '').split('?')[0].replace(/^\//, '');
        if (!flagFiles(dir).includes(name)) return next();
        response.setHeader('content-type', 'image/svg+xml');
        response.end(fs.readFileSync(path.join(dir, name)));
      });
    },
  };
}
