import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import sharp from 'sharp';
import * as v from 'valibot';
import { cmsEndpoints, imageProxy, richTextLimits, type UploadedFile } from '@phc/api-contract';
import { badRequest, HttpError, notFound } from '../http/errors';
import { fieldErrors, route } from '../http/route';

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
const unsupported = (message: string) => new HttpError(415, 'unsupported_media_type', message, { file: ['invalid'] });

interface Inspected {
  mimeType: string;
  width: number | null;
  height: number | null;
}

/**
 * What the bytes really are: images are checked by decoding them, so a renamed file cannot pass as one.
 * `imagesOnly` decodes whatever the client claims and refuses anything that is not an image.
 */
async function inspect(bytes: Buffer, declared: string, imagesOnly = false): Promise<Inspected> {
  const looksLikeSvg = /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!doctype svg[^>]*>\s*)?<svg[\s>]/i.test(bytes.subarray(0, 4096).toString('utf8'));
  if (imagesOnly || declared.startsWith('image/') || looksLikeSvg) {
    try {
      const meta = await sharp(bytes).metadata();
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

const extensionOf = (name: string, mimeType: string) => {
  const ext = path.extname(name).toLowerCase().replace(/[^a-z0-9.]/g, '');
  if (ext.length > 1 && ext.length <= 6) return ext;
  return mimeType === 'image/svg+xml' ? '.svg' : `.${mimeType.split('/')[1]?.replace(/[^a-z0-9]/g, '').slice(0, 5) || 'bin'}`;
};

const KeyParamsSchema = v.object({ key: v.pipe(v.string(), v.regex(/^[\w.-]{1,200}$/, 'invalid')) });
const side = v.optional(v.pipe(v.string('invalid'), v.regex(/^\d{1,4}$/, 'integer'), v.transform(Number), v.minValue(1, 'min'), v.maxValue(imageProxy.maxSide, 'max')));
const ImageQuerySchema = v.pipe(
  v.object({ w: side, h: side, fit: v.optional(v.picklist(['inside', 'cover'], 'invalid')) }),
  v.check((q) => q.w !== undefined || q.h !== undefined, 'required'),
);

interface StoredFile {
  mime_type: string;
  content: Uint8Array | null;
  original_name: string;
  size_bytes: number;
}

async function loadFile(app: FastifyInstance, key: string): Promise<StoredFile> {
  const file = await app.ctx.db.selectFrom('uploaded_files').select(['mime_type', 'content', 'original_name', 'size_bytes']).where('storage_key', '=', key).executeTakeFirst();
  if (!file?.content) throw notFound('No such file');
  return file;
}

/** Answers 304 when the browser has this version already. */
function sendCached(request: FastifyRequest, reply: FastifyReply, etag: string, type: string, body: Buffer) {
  reply.header('etag', etag);
  reply.header('cache-control', 'public, max-age=86400, stale-while-revalidate=604800');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type(type).send(body);
}

/** Resized images kept in memory, oldest out first past the byte budget; any instance rebuilds its own. */
export class ResizeCache {
  private readonly entries = new Map<string, { body: Buffer; type: string; etag: string }>();
  private bytes = 0;
  constructor(private readonly maxBytes: number) {}
  get(key: string) {
    const hit = this.entries.get(key);
    if (hit) {
      // Re-inserted: a Map keeps insertion order, so the front is the least recently used.
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }
  set(key: string, value: { body: Buffer; type: string; etag: string }) {
    if (value.body.length > this.maxBytes) return;
    this.entries.set(key, value);
    this.bytes += value.body.length;
    for (const [oldKey, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldKey);
      this.bytes -= old.body.length;
    }
  }
  get size() {
    return this.entries.size;
  }
}

export interface UploadOptions {
  maxBytes: number;
  /** Only these image types (sniffed from the bytes, not the client's claim); any image or document when absent. */
  imageTypes?: readonly string[];
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
  let bytes: Buffer;
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    part = await request.file();
    if (!part || part.fieldname !== 'file') throw badRequest('Send the file in a part named file', { file: ['required'] });
    bytes = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(options.maxBytes);
    throw error;
  }
  if (bytes.length === 0) throw badRequest('The file is empty', { file: ['required'] });
  const { mimeType, width, height } = await inspect(bytes, part.mimetype, !!options.imageTypes);
  if (options.imageTypes && !options.imageTypes.includes(mimeType)) throw unsupported(`Images of type ${mimeType} cannot be uploaded here`);
  const originalName = [...(part.filename || 'file')].map((c) => (c.charCodeAt(0) < 32 || '"\\/'.includes(c) ? '_' : c)).join('').slice(0, 200);
  const storageKey = `${randomBytes(12).toString('hex')}${extensionOf(originalName, mimeType)}`;
  const row = await app.ctx.db
    .insertInto('uploaded_files')
    .values({ storage_key: storageKey, original_name: originalName, mime_type: mimeType, size_bytes: bytes.length, width, height, content: new Uint8Array(bytes), uploaded_by: request.user?.id ?? null })
    .returning(['id'])
    .executeTakeFirstOrThrow();
  return { id: row.id, url: `/uploads/${storageKey}`, name: originalName, mimeType, size: bytes.length, width, height };
}

/** The stored image an `/uploads/<key>` address names, or null (another address, an unknown key, not an image). */
export async function uploadedImage(app: FastifyInstance, url: string): Promise<{ mimeType: string } | null> {
  const key = /^\/uploads\/([\w.-]{1,200})$/.exec(url)?.[1];
  if (!key) return null;
  const file = await app.ctx.db.selectFrom('uploaded_files').select('mime_type').where('storage_key', '=', key).executeTakeFirst();
  return file?.mime_type.startsWith('image/') ? { mimeType: file.mime_type } : null;
}

/** Uploads (super admin), the uploaded files themselves and the image proxy (SPEC §9). */
export function registerFileRoutes(app: FastifyInstance, options: { resizeCacheBytes?: number } = {}): void {
  const cache = new ResizeCache(options.resizeCacheBytes ?? 64 * 1024 * 1024);

  app.register(async (scope) => {
    await scope.register(fastifyMultipart, multipartOptions(richTextLimits.maxUploadBytes));
    route(scope, cmsEndpoints.upload, async ({ request }) => ({ file: await receiveUpload(app, request, { maxBytes: richTextLimits.maxUploadBytes }) }));
  });

  app.get('/uploads/:key', async (request, reply) => {
    const params = v.safeParse(KeyParamsSchema, request.params);
    if (!params.success) throw notFound('No such file');
    const file = await loadFile(app, params.output.key);
    // An SVG or HTML-ish file opened directly must not run scripts on our origin.
    reply.header('content-security-policy', "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox");
    if (!file.mime_type.startsWith('image/')) reply.header('content-disposition', `attachment; filename="${file.original_name.replace(/[^\w. -]/g, '_')}"`);
    return sendCached(request, reply, `"${params.output.key}-${file.size_bytes}"`, file.mime_type, Buffer.from(file.content as Uint8Array));
  });

  app.get(`${imageProxy.path}/:key`, async (request, reply) => {
    const params = v.safeParse(KeyParamsSchema, request.params);
    if (!params.success) throw notFound('No such image');
    const query = v.safeParse(ImageQuerySchema, request.query ?? {});
    if (!query.success) throw badRequest('Give the width w and/or the height h in pixels (1 to 4000)', fieldErrors(query.issues, 'query'));
    const { w, h, fit = 'inside' } = query.output;
    const webp = /image\/webp/.test(request.headers.accept ?? '');
    reply.header('vary', 'accept');
    const cacheKey = `${params.output.key}|${w ?? ''}|${h ?? ''}|${fit}|${webp ? 'webp' : ''}`;
    const hit = cache.get(cacheKey);
    if (hit) return sendCached(request, reply, hit.etag, hit.type, hit.body);

    const file = await loadFile(app, params.output.key);
    if (!file.mime_type.startsWith('image/')) throw unsupported('Only images can be resized');
    const svg = file.mime_type === 'image/svg+xml';
    let body: Buffer;
    let type: string;
    try {
      // Vector images are drawn at a higher density so that enlarging them stays sharp.
      let image = sharp(Buffer.from(file.content as Uint8Array), svg ? { density: 192 } : {})
        .rotate()
        .resize({ width: w, height: h, fit, withoutEnlargement: !svg });
      if (webp) {
        image = image.webp({ quality: 80 });
        type = 'image/webp';
      } else if (file.mime_type === 'image/jpeg') {
        image = image.jpeg({ quality: 82, mozjpeg: true });
        type = 'image/jpeg';
      } else {
        image = image.png({ compressionLevel: 9 });
        type = 'image/png';
      }
      body = await image.toBuffer();
    } catch (error) {
      request.log.warn({ err: error, key: params.output.key }, 'image resize failed');
      throw unsupported('The image cannot be resized');
    }
    const entry = { body, type, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
    cache.set(cacheKey, entry);
    return sendCached(request, reply, entry.etag, type, body);
  });
}
