import * as v from 'valibot';
import { cmsEndpoints, sitePageQuery, SiteContentSchema, type CmsObject, type Endpoint, type PageContent } from '@phc/api-contract';
import { call, createTestApp, loginAs, type TestApp } from '../../platform/test-utils/test-app';

let t: TestApp;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['superadmin', 'admin', 'club']) cookies[who] = await loginAs(t.app, `${who}@demo.test`);
}, 120_000);
afterAll(() => t.close());

const asSuper = { get cookie() { return cookies.superadmin; } };
const txt = (cs: string, en = cs) => ({ cs, en });

const newPage = (slug: string, title = 'Nová stránka'): PageContent => ({
  slug: { cs: slug, en: `${slug}-en` },
  title: txt(title, 'New page'),
  hero: null,
  blocks: [{ type: 'text', body: txt('<p>První verze</p>', '<p>First version</p>') }],
});

async function createPage(slug: string, title?: string): Promise<CmsObject> {
  const response = await call(t.app, cmsEndpoints.create, { cookie: asSuper.cookie, body: { type: 'page', data: newPage(slug, title) } });
  expect(response.statusCode).toBe(200);
  return v.parse(cmsEndpoints.create.response, response.json()).object;
}

/** What a visitor gets for a page slug over GraphQL. */
async function visitorPage(slug: string, cookie?: string, preview = false) {
  const response = await t.app.inject({ method: 'GET', url: '/graphql', query: { query: sitePageQuery, variables: JSON.stringify({ slug, preview }) }, headers: cookie ? { cookie } : {} });
  expect(response.statusCode).toBe(200);
  return v.parse(SiteContentSchema, response.json()).data?.pages?.[0] ?? null;
}

const parsed = <E extends Endpoint>(endpoint: E, response: { json(): unknown }) => v.parse(endpoint.response, response.json()) as v.InferOutput<E['response']>;

describe('content object reads', () => {
  it('describes the content types and block types for the editor', async () => {
    const response = await call(t.app, cmsEndpoints.schema, { cookie: asSuper.cookie });
    expect(response.statusCode).toBe(200);
    const schema = parsed(cmsEndpoints.schema, response);
    expect(schema.types.map((x) => x.type).sort()).toEqual(['custom_block', 'menu', 'page', 'partner_group', 'settings']);
    expect(schema.types.find((x) => x.type === 'settings')?.singleton).toBe(true);
  });

  it('lists the demo content, filtered by type and by archived flag', async () => {
    const all = parsed(cmsEndpoints.objects, await call(t.app, cmsEndpoints.objects, { cookie: asSuper.cookie })).objects;
    expect(all.length).toBeGreaterThanOrEqual(14);
    const pages = parsed(cmsEndpoints.objects, await call(t.app, cmsEndpoints.objects, { cookie: asSuper.cookie, query: { type: 'page' } })).objects;
    expect(pages.length).toBeGreaterThanOrEqual(5);
    expect(pages.every((o) => o.type === 'page')).toBe(true);
    const archived = parsed(cmsEndpoints.objects, await call(t.app, cmsEndpoints.objects, { cookie: asSuper.cookie, query: { archived: '1' } })).objects;
    expect(archived.length).toBeGreaterThanOrEqual(1);
    expect(archived.every((o) => o.isArchived)).toBe(true);
    // The demo FAQ carries an unpublished edit.
    const faq = pages.find((o) => o.slug === 'faq');
    expect(faq?.status).toBe('draft');
    expect(faq?.draft).not.toBeNull();
  });

  it('reads one object and answers 404 for an unknown id and 400 for an id that is none', async () => {
    const [first] = parsed(cmsEndpoints.objects, await call(t.app, cmsEndpoints.objects, { cookie: asSuper.cookie })).objects;
    const one = await call(t.app, cmsEndpoints.object, { cookie: asSuper.cookie, params: { id: first.id } });
    expect(parsed(cmsEndpoints.object, one).object.id).toBe(first.id);
    const missing = await call(t.app, cmsEndpoints.object, { cookie: asSuper.cookie, params: { id: 999999 } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('not_found');
    const bad = await call(t.app, cmsEndpoints.object, { cookie: asSuper.cookie, params: { id: 'abc' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ 'params.id': ['integer'] });
  });

  it('answers the editor configuration with the 100 MiB upload limit and the kept tags', async () => {
    const config = parsed(cmsEndpoints.editorConfig, await call(t.app, cmsEndpoints.editorConfig, { cookie: asSuper.cookie }));
    expect(config.imageMaxSize).toBe(104857600);
    expect(config.fileMaxSize).toBe(104857600);
    expect(config.imageUploadUrl).toBe('/api/v1/cms/upload');
    expect(config.paragraphStyles).toEqual(['normal', 'big', 'bigLean', 'h1', 'h2', 'h3', 'h4']);
    expect(config.allowedTags).toContain('p');
    expect(config.allowedTags).not.toContain('script');
  });
});

describe('editing: draft, publish, archive (the visitor sees only what is published)', () => {
  it('keeps the old text for visitors while a draft is saved, shows the new one once published, and not-found once archived', async () => {
    const created = await createPage('turnajova-kancelar', 'Kancelář');
    expect(created).toMatchObject({ status: 'draft', data: null, version: 1, isArchived: false, slug: 'turnajova-kancelar' });
    // Never published: visitors do not see it; the super admin's preview does.
    expect(await visitorPage('turnajova-kancelar')).toBeNull();
    expect((await visitorPage('turnajova-kancelar', asSuper.cookie, true))?.title.cs).toBe('Kancelář');

    const first = parsed(cmsEndpoints.publish, await call(t.app, cmsEndpoints.publish, { cookie: asSuper.cookie, params: { id: created.id } })).object;
    expect(first).toMatchObject({ status: 'published', draft: null, version: 2 });
    expect((await visitorPage('turnajova-kancelar'))?.title.cs).toBe('Kancelář');
    // The English slug finds the same page.
    expect((await visitorPage('turnajova-kancelar-en'))?.id).toBe(created.id);

    const edited = { ...newPage('turnajova-kancelar'), title: txt('Kancelář – nová otevírací doba', 'Office – new hours') };
    const saved = await call(t.app, cmsEndpoints.update, { cookie: asSuper.cookie, params: { id: created.id }, body: { type: 'page', data: edited, version: first.version } });
    expect(saved.statusCode).toBe(200);
    expect(parsed(cmsEndpoints.update, saved).object).toMatchObject({ status: 'draft', version: 3 });
    expect((await visitorPage('turnajova-kancelar'))?.title.cs).toBe('Kancelář');
    expect((await visitorPage('turnajova-kancelar', asSuper.cookie, true))?.title.cs).toBe('Kancelář – nová otevírací doba');
    // A logged-in user without the role asking for the preview still gets the published page.
    expect((await visitorPage('turnajova-kancelar', cookies.admin, true))?.title.cs).toBe('Kancelář');

    await call(t.app, cmsEndpoints.publish, { cookie: asSuper.cookie, params: { id: created.id } });
    expect((await visitorPage('turnajova-kancelar'))?.title).toEqual({ cs: 'Kancelář – nová otevírací doba', en: 'Office – new hours' });

    const archived = parsed(cmsEndpoints.archive, await call(t.app, cmsEndpoints.archive, { cookie: asSuper.cookie, params: { id: created.id } })).object;
    expect(archived.isArchived).toBe(true);
    expect(await visitorPage('turnajova-kancelar')).toBeNull();
    const back = parsed(cmsEndpoints.unarchive, await call(t.app, cmsEndpoints.unarchive, { cookie: asSuper.cookie, params: { id: created.id } })).object;
    expect(back.isArchived).toBe(false);
    expect((await visitorPage('turnajova-kancelar'))?.id).toBe(created.id);
  });

  it('answers 409 conflict when the draft was based on an older version, and keeps the newer text', async () => {
    const created = await createPage('souboj-editoru');
    const mine = await call(t.app, cmsEndpoints.update, { cookie: asSuper.cookie, params: { id: created.id }, body: { type: 'page', data: newPage('souboj-editoru', 'Moje verze'), version: created.version } });
    expect(mine.statusCode).toBe(200);
    const theirs = await call(t.app, cmsEndpoints.update, { cookie: asSuper.cookie, params: { id: created.id }, body: { type: 'page', data: newPage('souboj-editoru', 'Jejich verze'), version: created.version } });
    expect(theirs.statusCode).toBe(409);
    expect(theirs.json().error).toMatchObject({ status: 409, code: 'conflict' });
    expect(theirs.json().error.message).toMatch(/someone else saved/i);
    const stored = parsed(cmsEndpoints.object, await call(t.app, cmsEndpoints.object, { cookie: asSuper.cookie, params: { id: created.id } })).object;
    expect((stored.draft as PageContent).title.cs).toBe('Moje verze');
  });

  it('refuses a second page with a slug already used in either language, a second settings object and a changed type', async () => {
    const taken = await call(t.app, cmsEndpoints.create, { cookie: asSuper.cookie, body: { type: 'page', data: { ...newPage('nova-unikatni'), slug: { cs: 'nova-unikatni', en: 'information' } } } });
    expect(taken.statusCode).toBe(409);
    const settings = parsed(cmsEndpoints.objects, await call(t.app, cmsEndpoints.objects, { cookie: asSuper.cookie, query: { type: 'settings' } })).objects[0];
    const second = await call(t.app, cmsEndpoints.create, { cookie: asSuper.cookie, body: { type: 'settings', data: settings.data } });
    expect(second.statusCode).toBe(409);
    const page = await createPage('zmena-typu');
    const changed = await call(t.app, cmsEndpoints.update, { cookie: asSuper.cookie, params: { id: page.id }, body: { type: 'settings', data: settings.data, version: page.version } });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().error.fields).toEqual({ type: ['invalid'] });
  });

  it('edits the settings, a menu, a partner group and a custom block in both languages', async () => {
    const objects = parsed(cmsEndpoints.objects, await call(t.app, cmsEndpoints.objects, { cookie: asSuper.cookie, query: { archived: '0' } })).objects;
    for (const type of ['settings', 'menu', 'partner_group', 'custom_block'] as const) {
      const object = objects.find((o) => o.type === type && o.data !== null) as CmsObject;
      const data = { ...(object.data as Record<string, unknown>), title: txt(`Upraveno ${type}`, `Edited ${type}`) };
      if (type === 'settings') Object.assign(data, { copyright: txt('© Upraveno', '© Edited') });
      const saved = await call(t.app, cmsEndpoints.update, { cookie: asSuper.cookie, params: { id: object.id }, body: { type, slug: object.slug, data, version: object.version } });
      expect(saved.statusCode).toBe(200);
      const published = parsed(cmsEndpoints.publish, await call(t.app, cmsEndpoints.publish, { cookie: asSuper.cookie, params: { id: object.id } })).object;
      expect(published.status).toBe('published');
    }
  });
});

describe('XSS in content is made inert on save', () => {
  it('strips scripts, handlers and javascript: links from rich text and tags from titles, in storage and in GraphQL', async () => {
    const data: PageContent = {
      slug: { cs: 'xss-test', en: 'xss-test-en' },
      title: txt('<script>alert(1)</script>Titulek<img src=x onerror=alert(2)>', 'Title'),
      hero: null,
      blocks: [
        { type: 'text', body: txt('<p onclick="alert(3)">Ahoj<script>alert(4)</script></p><a href="javascript:alert(5)">klik</a><img src="x" onerror="alert(6)"><p style="color:red">s</p>', '<p>Hi</p>') },
        { type: 'faq', items: [{ question: txt('<b>Otázka</b>'), answer: txt('<a href="data:text/html,<script>alert(7)</script>">odkaz</a>') }] },
      ],
    };
    const created = v.parse(cmsEndpoints.create.response, (await call(t.app, cmsEndpoints.create, { cookie: asSuper.cookie, body: { type: 'page', data } })).json()).object;
    await call(t.app, cmsEndpoints.publish, { cookie: asSuper.cookie, params: { id: created.id } });
    const page = await visitorPage('xss-test');
    const served = JSON.stringify(page);
    expect(served).not.toMatch(/<script|onerror|onclick|javascript:|data:text|style=/i);
    expect(page?.title.cs).toBe('alert(1)Titulek');
    expect(page?.blocks[0]).toEqual({ type: 'text', body: { cs: '<p>Ahoj</p><a>klik</a><img src="x" /><p>s</p>', en: '<p>Hi</p>' } });
    const row = await t.handle.db.selectFrom('cms_objects').select('data').where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(JSON.stringify(row.data)).not.toMatch(/<script|onerror|onclick|javascript:/i);
  });

  it('keeps the Lexical state for the editor (cleaned) and never serves it to visitors', async () => {
    const lexical = JSON.stringify({ root: { type: 'root', children: [{ type: 'link', url: 'javascript:alert(1)', children: [] }] } });
    const data: PageContent = { ...newPage('lexical-test'), blocks: [{ type: 'text', body: { cs: '<p>Ahoj</p>', en: '', lexical: { cs: lexical } } }] };
    const created = parsed(cmsEndpoints.create, await call(t.app, cmsEndpoints.create, { cookie: asSuper.cookie, body: { type: 'page', data } })).object;
    const body = ((created.draft as PageContent).blocks[0] as { body: { lexical?: { cs?: string | null } } }).body;
    expect(JSON.parse(body.lexical?.cs as string).root.children[0].url).toBe('');
    await call(t.app, cmsEndpoints.publish, { cookie: asSuper.cookie, params: { id: created.id } });
    const page = await visitorPage('lexical-test');
    // Visitors get HTML only, and the Czech text where the English one is empty.
    expect(page?.blocks[0]).toEqual({ type: 'text', body: { cs: '<p>Ahoj</p>', en: '<p>Ahoj</p>' } });
  });
});

describe('authorization: every content call is the super admin’s', () => {
  const writes = (id: number, version: number) => [
    { endpoint: cmsEndpoints.create, input: { body: { type: 'page', data: newPage(`matice-${Math.random().toString(36).slice(2, 8)}`) } } },
    { endpoint: cmsEndpoints.update, input: { params: { id }, body: { type: 'page', data: newPage('matice'), version } } },
    { endpoint: cmsEndpoints.publish, input: { params: { id } } },
    { endpoint: cmsEndpoints.archive, input: { params: { id } } },
    { endpoint: cmsEndpoints.unarchive, input: { params: { id } } },
    { endpoint: cmsEndpoints.schema, input: {} },
    { endpoint: cmsEndpoints.objects, input: {} },
    { endpoint: cmsEndpoints.object, input: { params: { id } } },
    { endpoint: cmsEndpoints.editorConfig, input: {} },
  ];

  it.each([
    ['anonymous', 401, undefined],
    ['club@demo.test', 403, 'club'],
    ['admin@demo.test', 403, 'admin'],
  ])('%s gets %i on every call and changes nothing', async (_who, status, key) => {
    const page = await createPage(`matice-${key ?? 'anon'}`);
    for (const { endpoint, input } of writes(page.id, page.version)) {
      const response = await call(t.app, endpoint as Endpoint, { ...input, cookie: key ? cookies[key] : undefined });
      expect([endpoint.name, response.statusCode]).toEqual([endpoint.name, status]);
      expect(response.json().error.code).toBe(status === 401 ? 'unauthenticated' : 'forbidden');
    }
    const after = parsed(cmsEndpoints.object, await call(t.app, cmsEndpoints.object, { cookie: asSuper.cookie, params: { id: page.id } })).object;
    expect(after).toMatchObject({ version: page.version, isArchived: false, data: null });
  });

  it('lets the super admin make every call', async () => {
    const page = await createPage('matice-super');
    let version = page.version;
    for (const { endpoint, input } of writes(page.id, version)) {
      const response = await call(t.app, endpoint as Endpoint, { ...input, cookie: asSuper.cookie, ...(endpoint === cmsEndpoints.update ? { body: { ...(input.body as object), version } } : {}) });
      expect([endpoint.name, response.statusCode]).toEqual([endpoint.name, 200]);
      const object = (response.json() as { object?: CmsObject }).object;
      if (object?.id === page.id) version = object.version;
    }
  });
});

describe('bad input', () => {
  const create = (body: unknown) => call(t.app, cmsEndpoints.create, { cookie: asSuper.cookie, body });

  it('names a missing or unknown type and missing data', async () => {
    expect((await create({ data: newPage('x') })).statusCode).toBe(400);
    const unknown = await create({ type: 'poll', data: {} });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({ type: ['invalid'] });
    const missing = await create({ type: 'page' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({ data: ['required'] });
  });

  it('names wrong types and missing fields inside the data by their path', async () => {
    const response = await create({ type: 'page', data: { slug: { cs: 'Neplatný slug!', en: 'ok' }, title: { cs: 5 }, hero: null, blocks: [{ type: 'video' }] } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ 'data.slug.cs': ['invalid'], 'data.title.cs': ['required'], 'data.title.en': ['required'], 'data.blocks.0.type': ['invalid'] });
    const partner = await create({ type: 'partner_group', data: { title: txt('P'), size: 'xl', order: 1.5, items: 'none' } });
    expect(partner.json().error.fields).toEqual({ 'data.size': ['invalid'], 'data.order': ['integer'], 'data.items': ['invalid'] });
  });

  it('refuses oversize strings and a javascript: link', async () => {
    const long = await create({ type: 'page', data: { ...newPage('dlouhy'), title: txt('x'.repeat(201), 'ok') } });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields).toEqual({ 'data.title.cs': ['tooLong'] });
    const huge = await create({ type: 'page', data: { ...newPage('obri'), blocks: [{ type: 'text', body: txt('x'.repeat(200_001), 'y') }] } });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().error.fields).toEqual({ 'data.blocks.0.body.cs': ['tooLong'] });
    const link = await create({ type: 'menu', data: { title: txt('M'), position: 'header', menuItems: [{ title: txt('Zlo'), link: 'javascript:alert(1)' }] } });
    expect(link.statusCode).toBe(400);
    expect(link.json().error.fields).toEqual({ 'data.menuItems.0.link': ['invalid'] });
  });

  it('takes a long page with its Lexical states beyond the default 1 MiB body, and refuses over 10 MiB with 413', async () => {
    const lexical = JSON.stringify({ root: { type: 'root', children: [{ type: 'text', text: 'x'.repeat(180_000) }] } });
    const body = { cs: `<p>${'a'.repeat(150_000)}</p>`, en: `<p>${'b'.repeat(150_000)}</p>`, lexical: { cs: lexical, en: lexical } };
    const long = { ...newPage('dlouha-stranka'), blocks: Array.from({ length: 5 }, () => ({ type: 'text' as const, body })) };
    const saved = await create({ type: 'page', data: long });
    expect(JSON.stringify({ type: 'page', data: long }).length).toBeGreaterThan(3_000_000);
    expect(saved.statusCode).toBe(200);
    const tooBig = await create({ type: 'page', data: { ...long, slug: { cs: 'prilis-dlouha', en: 'too-long' }, blocks: Array.from({ length: 20 }, () => ({ type: 'text', body })) } });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error.code).toBe('payload_too_large');
  });

  it('refuses an update without a version or with a negative one, and answers 404 for an unknown id', async () => {
    const noVersion = await call(t.app, cmsEndpoints.update, { cookie: asSuper.cookie, params: { id: 1 }, body: { type: 'page', data: newPage('x') } });
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.json().error.fields).toHaveProperty('version');
    const negative = await call(t.app, cmsEndpoints.update, { cookie: asSuper.cookie, params: { id: 1 }, body: { type: 'page', data: newPage('x'), version: -1 } });
    expect(negative.json().error.fields).toEqual({ version: ['min'] });
    const unknown = await call(t.app, cmsEndpoints.update, { cookie: asSuper.cookie, params: { id: 999999 }, body: { type: 'page', data: newPage('x'), version: 1 } });
    expect(unknown.statusCode).toBe(404);
    for (const endpoint of [cmsEndpoints.publish, cmsEndpoints.archive, cmsEndpoints.unarchive]) {
      expect((await call(t.app, endpoint, { cookie: asSuper.cookie, params: { id: 999999 } })).statusCode).toBe(404);
      expect((await call(t.app, endpoint, { cookie: asSuper.cookie, params: { id: '0' } })).statusCode).toBe(400);
    }
  });

  it('refuses a bad list filter', async () => {
    const response = await call(t.app, cmsEndpoints.objects, { cookie: asSuper.cookie, query: { archived: 'yes' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ 'query.archived': ['invalid'] });
  });
});
