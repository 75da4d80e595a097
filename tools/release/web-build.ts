import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** Every file under `dir` and their total size, in bytes. */
export function folderBytes(dir: string): number {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + fs.statSync(path.join(entry.parentPath, entry.name)).size, 0);
}

/**
 * A production build of one app of apps/ (a tournament, or `admin`) into `outDir`, with its `.br` and
 * `.gz` forms beside each file (tools/vite/precompress.mts). Vite is run directly rather than
 * through `nx build`: `npm test` builds dist/apps/* at the same time, and a release must not share
 * an output folder with it.
 */
export async function buildWebApp(app: string, outDir: string): Promise<number> {
  // Vite's own command, as `nx build` runs it (its JS API under tsx resolves its own virtual modules wrongly).
  const vite = path.join(path.dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin/vite.js');
  const args = [vite, 'build', '--config', path.join(root, 'apps', app, 'vite.config.mts'), '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'];
  const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' } });
  const code = await new Promise<number | null>((resolve, reject) => child.once('error', reject).once('exit', resolve));
  if (code !== 0) throw new Error(`the build of ${app} failed (vite exited with ${code})`);
  if (!fs.existsSync(path.join(outDir, 'index.html'))) throw new Error(`the build of ${app} wrote no index.html to ${outDir}`);
  return folderBytes(outDir);
}
