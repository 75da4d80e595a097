import path from 'node:path';

/** What a release folder says of itself (release.json, written by tools/release/cli.ts). */
export interface ReleaseInfo {
  tournament: string;
  /** The commit it was built from, with `-dirty` when the work tree had changes. */
  commit: string;
  builtAt: string;
  /** The newest migration the server carries: a database past it is from a newer release. */
  schema: string;
  migrations: string[];
}

/**
 * The environment a release's server starts with: the folders of the release folder instead of the
 * repository's, production mode, and its own tournament. Anything the operator set wins, except a
 * TOURNAMENT other than the one the web build is of, which would serve one tournament's site over
 * another's data.
 */
export function releaseEnvironment(env: NodeJS.ProcessEnv, releaseDir: string, info: Pick<ReleaseInfo, 'tournament'>): NodeJS.ProcessEnv {
  if (env.TOURNAMENT !== undefined && env.TOURNAMENT !== info.tournament) {
    throw new Error(`Invalid environment:\n  TOURNAMENT: this release is of ${info.tournament}; it cannot run ${env.TOURNAMENT} (use that tournament's release)`);
  }
  return {
    ...env,
    TOURNAMENT: info.tournament,
    NODE_ENV: env.NODE_ENV ?? 'production',
    STATIC_DIR: env.STATIC_DIR ?? path.join(releaseDir, 'web'),
    ADMIN_DIR: env.ADMIN_DIR ?? path.join(releaseDir, 'admin'),
    DATA_DIR: env.DATA_DIR ?? path.join(releaseDir, 'data'),
  };
}
