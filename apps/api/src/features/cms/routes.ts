import type { FastifyInstance } from 'fastify';
import { cmsEndpoints, cmsObjectTypes, richTextLimits, type CmsObjectInput, type CmsSchema } from '@phc/api-contract';
import { route, withContext, type ContextHandler } from '../../platform/http/route';
import { requireUser } from '../../platform/auth/guards';
import { badRequest, conflict, notFound } from '../../platform/http/errors';
import { created, publish, saveDraft, setArchived, type ContentState, type Transition } from './content-state';
import { allowedTags, sanitizeContent } from './sanitize';
import { findObject, insertObject, listObjects, objectsOfType, stateOf, toCmsObject, writeState, type CmsRow } from './store';

const schema: CmsSchema = {
  types: cmsObjectTypes.map((type) => ({ type, singleton: type === 'settings', hasSlug: type === 'page' || type === 'menu' })),
  blockTypes: ['text', 'hero', 'cards', 'faq', 'cta', 'gallery', 'partners', 'map', 'live'],
};

const conflictMessage = 'Someone else saved this content meanwhile; reload it to see their changes';

/** The row's slug: a page is addressed by its Czech slug unless the editor names another one. */
function slugOf(input: CmsObjectInput): string | null | undefined {
  if (input.type === 'page') return input.slug ?? input.data.slug.cs;
  return input.slug;
}

const pageSlugs = (row: Pick<CmsRow, 'slug' | 'data' | 'draft'>): string[] => {
  const slugs = new Set<string>(row.slug ? [row.slug] : []);
  for (const content of [row.data, row.draft] as ({ slug?: { cs?: string; en?: string } } | null)[]) {
    if (content?.slug?.cs) slugs.add(content.slug.cs);
    if (content?.slug?.en) slugs.add(content.slug.en);
  }
  return [...slugs];
};

/** 409 when another object of the type already answers to the slug (a page: in either language) or the singleton exists. */
async function assertUnique(app: FastifyInstance, input: CmsObjectInput, slug: string | null | undefined, exceptId?: number): Promise<void> {
  const others = await objectsOfType(app.ctx.db, input.type, exceptId);
  if (input.type === 'settings') {
    if (exceptId === undefined && others.length > 0) throw conflict('The site settings exist already; edit them instead');
    return;
  }
  const wanted = input.type === 'page' ? [...new Set([slug, input.data.slug.cs, input.data.slug.en].filter((s): s is string => !!s))] : slug ? [slug] : [];
  const taken = others.find((other) => (input.type === 'page' ? pageSlugs(other) : other.slug ? [other.slug] : []).some((s) => wanted.includes(s)));
  if (taken) throw conflict(`The address is used by another ${input.type} already`);
}

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

type CmsHandler<K extends keyof typeof cmsEndpoints> = ContextHandler<FastifyInstance, (typeof cmsEndpoints)[K]>;

async function load(app: FastifyInstance, id: number) {
  const row = await findObject(app.ctx.db, id);
  if (!row) throw notFound('No such content object');
  return row;
}

/** Applies a transition to a stored object, refusing (409) if it changed since it was read. */
async function transition(app: FastifyInstance, id: number, userId: number, apply: (state: ContentState, row: CmsRow) => Transition<unknown>, slug?: string | null) {
  const row = await load(app, id);
  const result = apply(stateOf(row), row);
  if (!result.ok) throw result.reason === 'conflict' ? conflict(conflictMessage) : conflict('There is nothing to publish');
  if (!result.changed) return row;
  try {
    const written = await writeState(app.ctx.db, id, row.version, result.state, { slug, userId, now: app.ctx.now() });
    if (!written) throw conflict(conflictMessage);
    return written;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(`The address is used by another ${row.type} already`);
    throw error;
  }
}

const objects: CmsHandler<'objects'> = async (app, { query }) => {
  const rows = await listObjects(app.ctx.db, { type: query.type, archived: query.archived === undefined ? undefined : query.archived === '1' });
  return { objects: rows.map(toCmsObject) };
};

const object: CmsHandler<'object'> = async (app, { params }) => ({ object: toCmsObject(await load(app, params.id)) });

const createObject: CmsHandler<'create'> = async (app, { body, request }) => {
  const user = requireUser(request);
  const data = sanitizeContent(body.data);
  const input = { ...body, data } as CmsObjectInput;
  const slug = slugOf(input) ?? null;
  await assertUnique(app, input, slug);
  try {
    return { object: toCmsObject(await insertObject(app.ctx.db, input.type, slug, created(data), { userId: user.id, now: app.ctx.now() })) };
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(`The address is used by another ${input.type} already`);
    throw error;
  }
};

const updateObject: CmsHandler<'update'> = async (app, { params, body, request }) => {
  const user = requireUser(request);
  const row = await load(app, params.id);
  if (row.type !== body.type) throw badRequest('The type of a content object cannot change', { type: ['invalid'] });
  const { version, ...rest } = body;
  const input = { ...rest, data: sanitizeContent(rest.data) } as CmsObjectInput;
  const slug = slugOf(input);
  await assertUnique(app, input, slug ?? row.slug, row.id);
  const written = await transition(app, row.id, user.id, (state) => saveDraft(state, input.data, version), slug);
  return { object: toCmsObject(written) };
};

/** A state change without input (publish, archive, unarchive). */
const action =
  (apply: (state: ContentState, now: Date) => Transition<unknown>): CmsHandler<'publish'> =>
  async (app, { params, request }) => {
    const user = requireUser(request);
    return { object: toCmsObject(await transition(app, params.id, user.id, (state) => apply(state, app.ctx.now()))) };
  };

const editorConfig: CmsHandler<'editorConfig'> = async () => ({
  imageUploadUrl: cmsEndpoints.upload.path,
  imageMaxSize: richTextLimits.maxUploadBytes,
  fileMaxSize: richTextLimits.maxUploadBytes,
  paragraphStyles: [...richTextLimits.paragraphStyles],
  allowedTags,
});

/** Content objects (SPEC §7): list, read, create, save drafts, publish, archive; super admin only (contract access). */
export function registerCmsObjectRoutes(app: FastifyInstance): void {
  const bind = withContext(app);
  route(app, cmsEndpoints.schema, async () => schema);
  route(app, cmsEndpoints.objects, bind(objects));
  route(app, cmsEndpoints.object, bind(object));
  route(app, cmsEndpoints.create, bind(createObject));
  route(app, cmsEndpoints.update, bind(updateObject));
  route(app, cmsEndpoints.publish, bind(action((state, now) => publish(state, now))));
  route(app, cmsEndpoints.archive, bind(action((state) => setArchived(state, true))));
  route(app, cmsEndpoints.unarchive, bind(action((state) => setArchived(state, false))));
  route(app, cmsEndpoints.editorConfig, bind(editorConfig));
}
