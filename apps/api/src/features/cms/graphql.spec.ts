import * as v from 'valibot';
import { cmsEndpoints, siteContentQuery, siteLayoutQuery, sitePageQuery, SiteContentSchema } from '@phc/api-contract';
import { call, createTestApp, loginAs, type TestApp } from '../../platform/test-utils/test-app';

let t: TestApp;
let superAdmin: string;
let club: string;
beforeAll(async () => {
  t = await createTestApp();
  superAdmin = await loginAs(t.app, 'superadmin@demo.test');
  club = await loginAs(t.app, 'club@demo.test');
}, 120_000);
afterAll(() => t.close());

const ask = (query: string, variables?: object, headers: Record<string, string> = {}) =>
  call(t.app, cmsEndpoints.siteContent, { query: { query, ...(variables ? { variables: JSON.stringify(variables) } : {}) }, headers });

describe('site content over GraphQL', () => {
  it('answers menus, settings, pages, partners and custom blocks in the shape of the contract', async () => {
    const response = await ask(siteContentQuery);
    expect(response.statusCode).toBe(200);
    const { data, errors } = v.parse(SiteContentSchema, response.json());
    expect(errors).toBeUndefined();
    expect(data?.menus?.map((m) => m.position)).toEqual(['header', 'footer']);
    expect(data?.menus?.[0].menuItems[0]).toEqual({ title: { cs: 'Informace', en: 'Information' }, link: '/informace' });
    expect(data?.settings?.copyright.cs).toMatch(/Všechna práva vyhrazena/);
    expect(data?.settings?.footerBlocks.length).toBe(3);
    expect(data?.pages?.map((p) => p.slug.cs)).toEqual(expect.arrayContaining(['home', 'informace', 'ubytovani', 'faq', 'podminky']));
    expect(data?.partners?.map((p) => [p.size, p.order])).toEqual([['lg', 1], ['md', 2], ['sm', 3]]);
    expect(data?.partners?.[0].items[0]).toMatchObject({ logo: '/uploads/partner-praha.svg' });
    // The archived custom block is not served.
    expect(data?.customBlocks?.map((b) => b.title.cs)).toEqual(['Stáhněte si aplikaci', 'Activity Card']);
  });

  it('answers only what was asked (a real GraphQL schema, not string matching)', async () => {
    const response = await ask('{ settings { logo } menus(position: "footer") { title } }');
    expect(response.json()).toEqual({ data: { settings: { logo: expect.any(String) }, menus: [{ title: { cs: 'Patička', en: 'Footer' } }] } });
    const aliased = await ask('query { a: pages(slug: "faq") { id } b: pages(slug: "terms") { title } }');
    expect(aliased.json().data.a).toHaveLength(1);
    expect(aliased.json().data.b[0].title.en).toBe('Terms and privacy');
  });

  it('finds one page by its Czech or English slug and answers an empty list for an unknown one', async () => {
    const cs = v.parse(SiteContentSchema, (await ask(sitePageQuery, { slug: 'ubytovani' })).json()).data?.pages;
    const en = v.parse(SiteContentSchema, (await ask(sitePageQuery, { slug: 'accommodation' })).json()).data?.pages;
    expect(cs).toHaveLength(1);
    expect(en?.[0].id).toBe(cs?.[0].id);
    expect(v.parse(SiteContentSchema, (await ask(sitePageQuery, { slug: 'neexistuje' })).json()).data?.pages).toEqual([]);
  });

  it('serves the published text to visitors and the draft only to the super admin asking for a preview', async () => {
    const title = async (headers: Record<string, string>, preview: boolean) => v.parse(SiteContentSchema, (await ask(sitePageQuery, { slug: 'faq', preview }, headers)).json()).data?.pages?.[0].title.cs;
    expect(await title({}, false)).toBe('Časté dotazy');
    expect(await title({}, true)).toBe('Časté dotazy');
    expect(await title({ cookie: club }, true)).toBe('Časté dotazy');
    expect(await title({ cookie: superAdmin }, false)).toBe('Časté dotazy');
    expect(await title({ cookie: superAdmin }, true)).toBe('Časté dotazy (upraveno)');
  });

  it('gives visitors an ETag (304 when unchanged) and a short public cache; logged-in answers are private', async () => {
    const first = await ask(siteLayoutQuery);
    expect(first.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    const etag = first.headers.etag as string;
    expect(etag).toBeDefined();
    const again = await ask(siteLayoutQuery, undefined, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const preview = await ask(siteLayoutQuery, { preview: true }, { cookie: superAdmin });
    expect(preview.headers['cache-control']).toBe('private, no-cache');
  });

  it('compresses a big answer for clients that accept gzip', async () => {
    const response = await ask(siteContentQuery, undefined, { 'accept-encoding': 'gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('answers POST queries too', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/graphql', payload: { query: sitePageQuery, variables: { slug: 'faq' } } });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.pages[0].slug.cs).toBe('faq');
  });
});

describe('bad GraphQL input', () => {
  it('answers a syntax error and an unknown field with GraphQL errors, never 500', async () => {
    const syntax = await ask('{ menus { title ');
    expect(syntax.statusCode).toBe(400);
    const parsed = v.parse(SiteContentSchema, syntax.json());
    expect(parsed.data).toBeNull();
    expect(parsed.errors?.[0].message).toMatch(/Syntax Error/);
    const unknown = await ask('{ menus { password } }');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].message).toMatch(/Cannot query field "password"/);
  });

  it('refuses a missing or oversize query, a wrong argument type and variables that are not JSON', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/graphql' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({ 'query.query': ['required'] });
    const long = await ask(`{ menus { title } }${' '.repeat(10_001)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields).toEqual({ 'query.query': ['tooLong'] });
    const wrongType = await ask('{ pages(slug: 5) { id } }');
    expect(wrongType.statusCode).toBe(400);
    const badVariables = await t.app.inject({ method: 'GET', url: '/graphql', query: { query: sitePageQuery, variables: '{nope' } });
    expect(badVariables.statusCode).toBe(400);
  });

  it('refuses queries nested deeper than the schema needs', async () => {
    const response = await ask('{ __schema { types { fields { type { ofType { ofType { ofType { name } } } } } } } }');
    expect(response.statusCode).toBe(400);
  });

  // Issue 14 item 10: a 9.5 KB query of aliases answered 1.56 MB.
  it('refuses a query whose aliases or breadth ask too much, with a GraphQL error', async () => {
    let aliases = '';
    for (let i = 0; aliases.length < 9_400; i++) aliases += `p${i}: pages { blocks hero title } `;
    const wide = await ask(`{ ${aliases} }`);
    expect(wide.statusCode).toBe(400);
    expect(wide.body.length).toBeLessThan(2_000);
    expect(wide.json()).toMatchObject({ data: null, errors: [{ message: expect.stringMatching(/Query too costly/) }] });

    const viaFragments = await ask(`query { ...A ...A } fragment A on Query { ${Array.from({ length: 8 }, (_, i) => `m${i}: menus { id }`).join(' ')} }`);
    expect(viaFragments.statusCode).toBe(400);
    expect(viaFragments.json().errors[0].message).toMatch(/Query too costly/);
    const broad = await ask(`{ settings { ${Array.from({ length: 160 }, (_, i) => `l${i}: logo`).join(' ')} } }`);
    expect(broad.statusCode).toBe(400);

    for (const query of [siteContentQuery, siteLayoutQuery]) expect((await ask(query, { slug: 'uvod' })).statusCode).toBe(200);
  });

  it('has no mutations: content changes go through the content object calls', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/graphql', payload: { query: 'mutation { publish(id: 1) }' } });
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toMatchObject({ data: null, errors: [{ message: expect.stringMatching(/mutation/i) }] });
    expect(await t.handle.db.selectFrom('cms_objects').select('id').where('id', '=', 1).where('is_archived', '=', false).executeTakeFirst()).toBeDefined();
  });
});
