import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import * as v from 'valibot';
import { cmsEndpoints, imageProxy, richTextLimits } from '@phc/api-contract';
import { badRequest, notFound } from '../../platform/http/errors';
import { fieldErrors, route } from '../../platform/http/route';
import { loadSharp, multipartOptions, receiveUpload, unsupported } from '../../platform/uploads/receive';

const KeyParamsSchema = v.object({ key: v.pipe(v.string(), v.regex(/^[\w.-]{1,200}$/, 'invalid')) });
const allowedSides: readonly number[] = imageProxy.sides;
// Only the ladder of sides: every other size would be one more render of the original for anyone who asks.
const side = v.optional(v.pipe(v.string('invalid'), v.regex(/^\d{1,4}$/, 'integer'), v.transform(Number), v.check((n) => allowedSides.includes(n), 'invalid')));
const ImageQuerySchema = v.pipe(
  v.object({ w: side, h: side, fit: v.optional(v.picklist(['inside', 'cover'], 'invalid')) }),
  v.check((q) => q.w !== undefined || q.h !== undefined, 'required'),
);

/**
 * An uploaded file: on disk (uploads since files moved out of the database), or its bytes in the
 * row (files stored before, and the demo seed's small placeholder photos).
 */
interface StoredFile {
  mime_type: string;
  original_name: string;
  size: number;
  /** Reads the bytes from `start` to `end` inclusive, as a stream. */
  read(start: number, end: number): Readable;
  /** What sharp decodes: the path on disk or the bytes. */
  source: string | Buffer;
}

async function loadFile(app: FastifyInstance, key: string): Promise<StoredFile> {
  const row = await app.ctx.db.selectFrom('uploaded_files').select(['mime_type', 'content', 'original_name']).where('storage_key', '=', key).executeTakeFirst();
  if (!row) throw notFound('No such file');
  if (row.content) {
    const bytes = Buffer.from(row.content);
    return { mime_type: row.mime_type, original_name: row.original_name, size: bytes.length, source: bytes, read: (start, end) => Readable.from([bytes.subarray(start, end + 1)]) };
  }
  const file = await app.ctx.files.stat(key);
  if (!file) throw notFound('No such file');
  return { mime_type: row.mime_type, original_name: row.original_name, size: file.size, source: file.path, read: (start, end) => fs.createReadStream(file.path, { start, end }) };
}

/** `bytes=a-b`, `bytes=a-`, `bytes=-n` → the inclusive range; null for a missing or multi-range header (the whole file); 'invalid' when it cannot be satisfied. */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | null | 'invalid' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return header.includes(',') ? null : 'invalid';
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'invalid';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return 'invalid';
  return { start, end };
}

/** Streams a stored file, whole or the byte range asked for (206), with a validator for 304. */
function sendFile(request: FastifyRequest, reply: FastifyReply, file: StoredFile, etag: string) {
  reply.header('etag', etag);
  reply.header('cache-control', 'public, max-age=86400, stale-while-revalidate=604800');
  reply.header('accept-ranges', 'bytes');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  reply.type(file.mime_type);
  // If-Range: a range of another version would mix two files.
  const ifRange = request.headers['if-range'];
  const range = ifRange && ifRange !== etag ? null : parseRange(request.headers.range, file.size);
  if (range === 'invalid') return reply.code(416).header('content-range', `bytes */${file.size}`).send();
  if (file.size === 0) return reply.header('content-length', 0).send('');
  const { start, end } = range ?? { start: 0, end: file.size - 1 };
  if (range) reply.code(206).header('content-range', `bytes ${start}-${end}/${file.size}`);
  reply.header('content-length', end - start + 1);
  return reply.send(file.read(start, end));
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
    return sendFile(request, reply, file, `"${params.output.key}-${file.size}"`);
  });

  app.get(`${imageProxy.path}/:key`, async (request, reply) => {
    const params = v.safeParse(KeyParamsSchema, request.params);
    if (!params.success) throw notFound('No such image');
    const query = v.safeParse(ImageQuerySchema, request.query ?? {});
    if (!query.success) throw badRequest(`Give the width w and/or the height h in pixels, one of ${imageProxy.sides.join(', ')}`, fieldErrors(query.issues, 'query'));
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
      const sharp = await loadSharp();
      // Vector images are drawn at a higher density so that enlarging them stays sharp.
      let image = sharp(file.source, svg ? { density: 192 } : {})
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
