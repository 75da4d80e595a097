import { builtinModules } from 'node:module';
import path from 'node:path';
import * as esbuild from 'esbuild';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * The API server as plain JavaScript for Node 20 (no tsx at run time): server/main.js,
 * server/migrate.js and server/backup.js, our code and the @phc libs bundled, every npm package left as an import that
 * the release's node_modules answers (PGlite, sharp and argon2 load files and binaries of their own
 * package, which a bundle would cut off). Returns the packages imported, for the release's package.json.
 */
export async function bundleServer(outDir: string): Promise<{ imports: string[]; bytes: number }> {
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: { main: 'tools/release/server-entry.ts', migrate: 'tools/release/migrate-entry.ts', backup: 'tools/release/backup-entry.ts' },
    outdir: outDir,
    bundle: true,
    platform: 'node',
    target: 'node20.19',
    format: 'esm',
    // The `@phc/*` paths of tsconfig.base.json resolve to the libs' sources, which get bundled.
    tsconfig: 'tsconfig.server.json',
    packages: 'external',
    // What the two entries share (the config, the database, the migrations) is one chunk, not two copies.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    // Stack traces in the log name our source files and lines (node --enable-source-maps).
    sourcemap: 'linked',
    sourcesContent: false,
    keepNames: true,
    legalComments: 'none',
    metafile: true,
    logLevel: 'warning',
  });
  const imports = new Set<string>();
  let bytes = 0;
  for (const output of Object.values(result.metafile.outputs)) {
    bytes += output.bytes;
    for (const entry of output.imports) if (entry.external && !entry.path.startsWith('node:') && !builtinModules.includes(entry.path)) imports.add(entry.path);
  }
  return { imports: [...imports].sort(), bytes };
}
