import type { FastifyInstance } from 'fastify';
import { cmsEndpoints, cmsObjectTypes, richTextLimits, type CmsObjectInput, type CmsSchema } from '@phc/api-contract';
import { route } from '../../platform/http/route';
import { requireUser } from '../../platform/auth/guards';
import { badRequest, conflict, notFound } from '../../platform/http/errors';
import { created, publish, saveDraft, setArchived, statusOf, type ContentState, type Transition } from './content-state';
import { allowedTags, sanitizeContent } from './sanitize';
import { findObject, listObjects, stateOf, toCmsObject, writeState, type CmsRow } from './store';

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
  let query = app.ctx.db.selectFrom('cms_objects').select(['id', 'slug', 'data', 'draft']).where('type', '=', input.type);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  const others = await query.execute();
  if (input.type === 'settings') {
    if (exceptId === undefined && others.length > 0) throw conflict('The site settings exist already; edit them instead');
    return;
  }
  const wanted = input.type === 'page' ? [...new Set([slug, input.data.slug.cs, input.data.slug.en].filter((s): s is string => !!s))] : slug ? [slug] : [];
  const taken = others.find((other) => (input.type === 'page' ? pageSlugs(other) : other.slug ? [other.slug] : []).some((s) => wanted.includes(s)));
  if (taken) throw conflict(`The address is used by another ${input.type} already`);
}

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

/** Content objects (SPEC §7): list, read, create, save drafts, publish, archive; super admin only (contract access). */
export function registerCmsObjectRoutes(app: FastifyInstance): void {
  const { db } = app.ctx;

  route(app, cmsEndpoints.schema, async () => schema);

  route(app, cmsEndpoints.objects, async ({ query }) => {
    const rows = await listObjects(db, { type: query.type, archived: query.archived === undefined ? undefined : query.archived === '1' });
    return { objects: rows.map(toCmsObject) };
  });

  const load = async (id: number) => {
    const row = await findObject(db, id);
    if (!row) throw notFound('No such content object');
    return row;
  };

  route(app, cmsEndpoints.object, async ({ params }) => ({ object: toCmsObject(await load(params.id)) }));

  route(app, cmsEndpoints.create, async ({ body, request }) => {
    const user = requireUser(request);
    const data = sanitizeContent(body.data);
    const input = { ...body, data } as CmsObjectInput;
    const slug = slugOf(input) ?? null;
    await assertUnique(app, input, slug);
    const state = created(data);
    try {
      const row = await db
        .insertInto('cms_objects')
        .values({ type: input.type, slug, data: null, draft: JSON.stringify(state.draft), status: statusOf(state), version: state.version, updated_by: user.id, updated_at: app.ctx.now() })
        .returningAll()
        .executeTakeFirstOrThrow();
      return { object: toCmsObject(row) };
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(`The address is used by another ${input.type} already`);
      throw error;
    }
  });

  /** Applies a transition to a stored object, refusing (409) if it changed since it was read. */
  const transition = async (id: number, userId: number, apply: (state: ContentState, row: CmsRow) => Transition<unknown>, slug?: string | null) => {
    const row = await load(id);
    const result = apply(stateOf(row), row);
    if (!result.ok) throw result.reason === 'conflict' ? conflict(conflictMessage) : conflict('There is nothing to publish');
    if (!result.changed) return row;
    try {
      const written = await writeState(db, id, row.version, result.state, { slug, userId, now: app.ctx.now() });
      if (!written) throw conflict(conflictMessage);
      return written;
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(`The address is used by another ${row.type} already`);
      throw error;
    }
  };

  route(app, cmsEndpoints.update, async ({ params, body, request }) => {
    const user = requireUser(request);
    const row = await load(params.id);
    if (row.type !== body.type) throw badRequest('The type of a content object cannot change', { type: ['invalid'] });
    const { version, ...rest } = body;
    const input = { ...rest, data: sanitizeContent(rest.data) } as CmsObjectInput;
    const slug = slugOf(input);
    await assertUnique(app, input, slug ?? row.slug, row.id);
    const written = await transition(row.id, user.id, (state) => saveDraft(state, input.data, version), slug);
    return { object: toCmsObject(written) };
  });

  const action = (endpoint: typeof cmsEndpoints.publish, apply: (state: ContentState) => Transition<unknown>) =>
    route(app, endpoint, async ({ params, request }) => {
      const user = requireUser(request);
      return { object: toCmsObject(await transition(params.id, user.id, apply)) };
    });
  action(cmsEndpoints.publish, (state) => publish(state, app.ctx.now()));
  action(cmsEndpoints.archive, (state) => setArchived(state, true));
  action(cmsEndpoints.unarchive, (state) => setArchived(state, false));

  route(app, cmsEndpoints.editorConfig, async () => ({
    imageUploadUrl: cmsEndpoints.upload.path,
    imageMaxSize: richTextLimits.maxUploadBytes,
    fileMaxSize: richTextLimits.maxUploadBytes,
    paragraphStyles: [...richTextLimits.paragraphStyles],
    allowedTags,
  }));
}
