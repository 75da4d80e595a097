import * as v from 'valibot';
import { tournamentIds } from '@phc/tournaments';

export const manifestFile = 'manifest.json';

/** What a backup says about itself, first in its archive: whose it is, of which schema, and how to check its payload. */
export const ManifestSchema = v.object({
  format: v.literal('phc-backup'),
  version: v.literal(1),
  tournament: v.picklist(tournamentIds),
  database: v.picklist(['pglite', 'postgres']),
  /** The newest migration applied (by name), and every one applied: the schema version of the data. */
  schema: v.string(),
  migrations: v.array(v.string()),
  createdAt: v.pipe(v.string(), v.isoTimestamp()),
  /** The database in the archive: a PostgreSQL custom-format dump (pg_dump -Fc) or PGlite's data folder (tar.gz). */
  payload: v.object({ file: v.string(), bytes: v.number(), sha256: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)) }),
  /** Uploaded files kept on disk (UPLOAD_DIR), under `uploads/` in the archive. */
  uploads: v.number(),
});
export type Manifest = v.InferOutput<typeof ManifestSchema>;

export function parseManifest(text: string): Manifest {
  const parsed = v.safeParse(ManifestSchema, JSON.parse(text));
  if (!parsed.success) throw new Error(`Not a backup of this product (manifest.json: ${parsed.issues.map((i) => `${v.getDotPath(i) ?? '?'} ${i.message}`).join('; ')})`);
  return parsed.output;
}

export interface RestoreTarget {
  tournament: string;
  database: 'pglite' | 'postgres';
  /** The migrations this build knows. */
  migrations: string[];
}

/**
 * Why a backup must not go into this server's database, or null. Another tournament's data would
 * show under this one's name; a schema with migrations this build lacks would run under code that
 * does not know its tables (a newer release restores it).
 */
export function refusal(manifest: Manifest, target: RestoreTarget): string | null {
  if (manifest.tournament !== target.tournament) {
    return `This backup is of the tournament "${manifest.tournament}", this server is "${target.tournament}" (TOURNAMENT): it would replace one tournament's data with another's. Nothing was restored.`;
  }
  if (manifest.database !== target.database) {
    const where = (kind: string) => (kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (DATA_DIR)');
    return `This backup is of a ${where(manifest.database)} database; this server uses ${where(target.database)}. Nothing was restored.`;
  }
  const known = new Set(target.migrations);
  const unknown = manifest.migrations.filter((name) => !known.has(name));
  if (unknown.length > 0) {
    return `This backup has a newer schema (${manifest.schema}) than this build knows: migrations ${unknown.join(', ')} are not in it. Restore it with the release that made it or a newer one. Nothing was restored.`;
  }
  return null;
}
