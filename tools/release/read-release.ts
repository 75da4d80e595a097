import fs from 'node:fs';
import path from 'node:path';
import { releaseEnvironment, type ReleaseInfo } from './release-env';

/**
 * Run first by the release's entry points (server/main.js, server/migrate.js): sets the environment
 * the server's config reads, from the release folder around the script. A refused TOURNAMENT stops
 * the process here, with the same kind of message as any bad variable. `serverDir`: the entry's own folder.
 */
export function enterRelease(serverDir: string): ReleaseInfo {
  // The entries are <release>/server/*.js (this module may end up in a shared chunk below it).
  const releaseDir = path.resolve(serverDir, '..');
  const info = JSON.parse(fs.readFileSync(path.join(releaseDir, 'release.json'), 'utf8')) as ReleaseInfo;
  try {
    const env = releaseEnvironment(process.env, releaseDir, info);
    for (const [name, value] of Object.entries(env)) if (value !== undefined) process.env[name] = value;
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  return info;
}
