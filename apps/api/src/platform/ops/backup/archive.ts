import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import * as tar from 'tar';
import { manifestFile, parseManifest, type Manifest } from './manifest';

/** The files of an uploads folder that belong in a backup (not the half-received ones in `.incoming`). */
export function uploadedFiles(uploadDir: string | undefined): string[] {
  if (!uploadDir || !fs.existsSync(uploadDir)) return [];
  return fs
    .readdirSync(uploadDir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .sort();
}

export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('hex');
}

/**
 * One tar file: manifest.json first (so reading it costs nothing), the database, then the uploads
 * under `uploads/`. Written under a temporary name and renamed: a backup that exists is complete.
 */
export async function writeArchive(file: string, staging: string, manifest: Manifest, uploadDir: string | undefined): Promise<void> {
  fs.writeFileSync(path.join(staging, manifestFile), `${JSON.stringify(manifest, null, 2)}\n`);
  const partial = `${file}.partial`;
  await tar.c({ file: partial, cwd: staging, portable: true }, [manifestFile, manifest.payload.file]);
  const uploads = uploadedFiles(uploadDir);
  if (uploadDir && uploads.length > 0) await tar.r({ file: partial, cwd: uploadDir, portable: true, prefix: 'uploads' }, uploads);
  fs.renameSync(partial, file);
}

/** The archive's manifest, read without unpacking the rest. */
export async function readManifest(file: string): Promise<Manifest> {
  let text: string | undefined;
  await tar.t({
    file,
    filter: (entry) => entry === manifestFile,
    onReadEntry: (entry) => {
      const chunks: Buffer[] = [];
      entry.on('data', (chunk: Buffer) => chunks.push(chunk));
      entry.on('end', () => (text = Buffer.concat(chunks).toString('utf8')));
    },
  });
  if (text === undefined) throw new Error(`${file} has no ${manifestFile}: not a backup made by npm run backup.`);
  return parseManifest(text);
}

/** Unpacks the database file into `into` and checks it against the manifest; returns its path. */
export async function unpackPayload(file: string, manifest: Manifest, into: string): Promise<string> {
  await tar.x({ file, cwd: into, filter: (entry) => entry === manifest.payload.file });
  const payload = path.join(into, manifest.payload.file);
  if (!fs.existsSync(payload)) throw new Error(`${file} lacks ${manifest.payload.file}. Nothing was restored.`);
  if ((await sha256File(payload)) !== manifest.payload.sha256) throw new Error(`${manifest.payload.file} in ${file} is damaged (its checksum differs from the manifest's). Nothing was restored.`);
  return payload;
}

/** Unpacks the uploaded files into `into` (a new folder). */
export async function unpackUploads(file: string, into: string): Promise<void> {
  fs.mkdirSync(path.join(into, '.incoming'), { recursive: true });
  await tar.x({ file, cwd: into, strip: 1, filter: (entry) => entry.startsWith('uploads/') });
}
