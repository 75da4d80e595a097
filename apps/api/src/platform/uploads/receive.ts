import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UploadedFile } from '@phc/api-contract';
import { badRequest, HttpError } from '../http/errors';
import type { FileStore } from './storage';

// Uploads of every feature (the CMS's files, a club's logo, a place's photo) come through here: the one
// `file` part streamed to disk under its cap, then checked for what its bytes really are.

/**
 * sharp (libvips) loads on the first image, not at start: its native module costs the server's
 * start a few hundred milliseconds for what only uploads and resizes use.
 */
let sharpModule: Promise<typeof import('sharp')> | undefined;
export const loadSharp = async () => (await (sharpModule ??= import('sharp'))).default;

/** Raster formats sharp reads, by its name for them. */
const imageTypes: Record<string, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', gif: 'image/gif', avif: 'image/avif', heif: 'image/avif', svg: 'image/svg+xml' };
/** Files the rich-text editor may link to besides images. */
const documentTypes = new Set([
  'application/pdf',
  'text/plain',
  'text/csv',
  'application/zip',
  'application/msword',
  'application/vnd.ms-excel',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
]);

const tooLarge = (maxBytes: number) => new HttpError(413, 'payload_too_large', `The file is larger than ${maxBytes} bytes (${Math.round(maxBytes / 1_048_576)} MiB)`, { file: ['max'] });
export const unsupported = (message: string) => new HttpError(415, 'unsupported_media_type', message, { file: ['invalid'] });

interface Inspected {
  mimeType: string;
  width: number | null;
  height: number | null;
}

/**
 * What the bytes really are: images are checked by decoding them, so a renamed file cannot pass as one.
 * `imagesOnly` decodes whatever the client claims and refuses anything that is not an image.
 * `head` is the file's first bytes, `file` its path on disk (sharp reads only what it needs).
 */
async function inspect(head: Buffer, file: string, declared: string, imagesOnly = false): Promise<Inspected> {
  const looksLikeSvg = /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!doctype svg[^>]*>\s*)?<svg[\s>]/i.test(head.toString('utf8'));
  if (imagesOnly || declared.startsWith('image/') || looksLikeSvg) {
    try {
      const sharp = await loadSharp();
      const meta = await sharp(file).metadata();
      const mimeType = meta.format ? imageTypes[meta.format] : undefined;
      if (!mimeType) throw new Error(`format ${meta.format}`);
      return { mimeType, width: meta.width ?? null, height: meta.height ?? null };
    } catch {
      throw unsupported('The file is not an image this site can show (JPEG, PNG, WebP, GIF, AVIF or SVG)');
    }
  }
  if (documentTypes.has(declared)) return { mimeType: declared, width: null, height: null };
  throw unsupported(`Files of type ${declared || 'unknown'} cannot be uploaded`);
}

/** Larger SVG drawings are refused rather than read whole into memory to be checked. */
const maxSvgBytes = 5 * 1024 * 1024;
/**
 * An SVG is a document that can run scripts when opened directly: one with scripts, event handlers,
 * `javascript:` links or foreign objects is refused (served files are sandboxed too, but an upload
 * should not carry them at all).
 */
async function refuseActiveSvg(file: string, size: number): Promise<void> {
  if (size > maxSvgBytes) throw unsupported('SVG drawings larger than 5 MiB cannot be uploaded');
  const text = await fs.promises.readFile(file, 'utf8');
  if (/<\s*(script|foreignObject|iframe|embed|object)\b|\son[a-z]+\s*=|javascript\s*:|<!ENTITY/i.test(text)) throw unsupported('SVG drawings with scripts cannot be uploaded');
}

const extensionOf = (name: string, mimeType: string) => {
  const ext = path.extname(name).toLowerCase().replace(/[^a-z0-9.]/g, '');
  if (ext.length > 1 && ext.length <= 6) return ext;
  return mimeType === 'image/svg+xml' ? '.svg' : `.${mimeType.split('/')[1]?.replace(/[^a-z0-9]/g, '').slice(0, 5) || 'bin'}`;
};

export interface UploadOptions {
  maxBytes: number;
  /** Only these image types (sniffed from the bytes, not the client's claim); any image or document when absent. */
  imageTypes?: readonly string[];
  /** `logo`: a club logo, removed when no club uses it (registration/logo.ts); `content` by default. */
  purpose?: 'content' | 'logo';
}

/** The multipart limits a scope registers for `receiveUpload` with the same `maxBytes`. */
export const multipartOptions = (maxBytes: number) => ({ limits: { fileSize: maxBytes, files: 1, fields: 10, parts: 11 } });

/**
 * Reads the one `file` part of a multipart request (the scope registered @fastify/multipart with
 * `multipartOptions`), checks what it really is and stores it in uploaded_files: 400 without a file or
 * with an empty one, 413 `payload_too_large` beyond `maxBytes`, 415 `unsupported_media_type` otherwise.
 */
export async function receiveUpload(app: FastifyInstance, request: FastifyRequest, options: UploadOptions): Promise<UploadedFile> {
  if (!request.isMultipart()) throw badRequest('Send the file as multipart/form-data in a part named file', { file: ['required'] });
  let received: Awaited<ReturnType<FileStore['receive']>>;
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    part = await request.file();
    if (!part || part.fieldname !== 'file') throw badRequest('Send the file in a part named file', { file: ['required'] });
    // Straight to disk: the request's bytes are never all in memory at once.
    received = await app.ctx.files.receive(part.file, options.maxBytes);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(options.maxBytes);
    // A broken body (no boundary, cut off, a bad header) is the client's mistake, not a 500.
    throw badRequest('The multipart body cannot be read', { file: ['invalid'] });
  }
  if ('tooLarge' in received) throw tooLarge(options.maxBytes);
  try {
    if (received.size === 0) throw badRequest('The file is empty', { file: ['required'] });
    const { mimeType, width, height } = await inspect(received.head, received.tempPath, part.mimetype, !!options.imageTypes);
    if (options.imageTypes && !options.imageTypes.includes(mimeType)) throw unsupported(`Images of type ${mimeType} cannot be uploaded here`);
    if (mimeType === 'image/svg+xml') await refuseActiveSvg(received.tempPath, received.size);
    const originalName = [...(part.filename || 'file')].map((c) => (c.charCodeAt(0) < 32 || '"\\/'.includes(c) || (c.length === 1 && /[\ud800-\udfff]/.test(c)) ? '_' : c)).join('').slice(0, 200);
    const storageKey = `${randomBytes(12).toString('hex')}${extensionOf(originalName, mimeType)}`;
    await app.ctx.files.keep(received.tempPath, storageKey);
    const row = await app.ctx.db
      .insertInto('uploaded_files')
      .values({ storage_key: storageKey, original_name: originalName, mime_type: mimeType, size_bytes: received.size, width, height, content: null, uploaded_by: request.user?.id ?? null, purpose: options.purpose ?? 'content', uploaded_from: request.user ? null : request.ip, created_at: app.ctx.now() })
      .returning(['id'])
      .executeTakeFirstOrThrow();
    return { id: row.id, url: `/uploads/${storageKey}`, name: originalName, mimeType, size: received.size, width, height };
  } finally {
    await app.ctx.files.discard(received.tempPath);
  }
}

/** The stored image an `/uploads/<key>` address names, or null (another address, an unknown key, not an image). */
export async function uploadedImage(app: FastifyInstance, url: string): Promise<{ mimeType: string } | null> {
  const key = /^\/uploads\/([\w.-]{1,200})$/.exec(url)?.[1];
  if (!key) return null;
  const file = await app.ctx.db.selectFrom('uploaded_files').select('mime_type').where('storage_key', '=', key).executeTakeFirst();
  return file?.mime_type.startsWith('image/') ? { mimeType: file.mime_type } : null;
}

