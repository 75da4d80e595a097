import * as v from 'valibot';
import { defineEndpoint } from './endpoint';
import {
  CmsObjectInputSchema,
  CmsObjectSchema,
  CmsObjectTypeSchema,
  CmsObjectUpdateSchema,
  CustomBlockContentSchema,
  MenuContentSchema,
  PageContentSchema,
  PartnerGroupContentSchema,
  SettingsContentSchema,
} from './entities/content';
import { messageCodes as m } from './messages';
import { IdParamsSchema, inputObject } from './primitives';

/** SPEC §5: rich-text uploads up to 100 MiB; the paragraph styles the editor offers. */
export const richTextLimits = {
  maxUploadBytes: 104_857_600,
  paragraphStyles: ['normal', 'big', 'bigLean', 'h1', 'h2', 'h3', 'h4'],
} as const;

/** What the in-place editor needs to know about each content type. */
export const CmsSchemaSchema = v.object({
  types: v.array(
    v.object({
      type: CmsObjectTypeSchema,
      /** Only one object of the type (settings). */
      singleton: v.boolean(),
      /** Objects are addressed by slug (pages, menus). */
      hasSlug: v.boolean(),
    }),
  ),
  blockTypes: v.array(v.picklist(['text', 'hero', 'cards', 'faq', 'cta', 'gallery', 'partners', 'map'])),
});
export type CmsSchema = v.InferOutput<typeof CmsSchemaSchema>;

export const EditorConfigSchema = v.object({
  imageUploadUrl: v.string(),
  imageMaxSize: v.number(),
  fileMaxSize: v.number(),
  paragraphStyles: v.array(v.string()),
  /** Tags and attributes the server keeps when it sanitises saved HTML. */
  allowedTags: v.array(v.string()),
});
export type EditorConfig = v.InferOutput<typeof EditorConfigSchema>;

// Generic over the entries (not the schema), so the answer's type keeps every content field beside the id.
const withId = <E extends v.ObjectEntries>(schema: { entries: E }) => v.object({ ...schema.entries, id: v.number() });

/**
 * `GET /graphql?query=`: GraphQL answers only what was asked, so every field is optional. Visitors get
 * published, non-archived content only; every root field takes `preview: Boolean`, which the server
 * honours for the super admin alone (drafts instead of published data, answered `private, no-store`).
 * Rich text comes as sanitised HTML without its Lexical state. Texts are bilingual; an empty English
 * text is answered with the Czech one (cs is the fallback).
 */
export const SiteContentSchema = v.object({
  data: v.nullable(
    v.object({
      menus: v.optional(v.array(withId(MenuContentSchema))),
      settings: v.optional(v.nullable(SettingsContentSchema)),
      pages: v.optional(v.array(withId(PageContentSchema))),
      partners: v.optional(v.array(withId(PartnerGroupContentSchema))),
      customBlocks: v.optional(v.array(withId(CustomBlockContentSchema))),
    }),
  ),
  errors: v.optional(v.array(v.object({ message: v.string(), path: v.optional(v.array(v.union([v.string(), v.number()]))) }))),
});
export type SiteContent = v.InferOutput<typeof SiteContentSchema>;

/**
 * The query the web sends. `hero`, `blocks`, `data`-like nested shapes and bilingual texts are JSON
 * scalars in the GraphQL schema, so the answer matches the content schemas above one to one.
 */
export const siteContentQuery =
  'query SiteContent($slug: String, $preview: Boolean = false) { menus(preview: $preview) { id title position menuItems } settings(preview: $preview) { logo footerBlocks socialLinks appLinks copyright clubRegistrationTerms refereeTerms } pages(slug: $slug, preview: $preview) { id slug title hero blocks } partners(preview: $preview) { id title size order items } customBlocks(preview: $preview) { id position title text images buttonLabel buttonLink } }';
/** What every layout shows (menus, footer settings, partners, custom blocks), without the pages. */
export const siteLayoutQuery =
  'query SiteLayout($preview: Boolean = false) { menus(preview: $preview) { id title position menuItems } settings(preview: $preview) { logo footerBlocks socialLinks appLinks copyright clubRegistrationTerms refereeTerms } partners(preview: $preview) { id title size order items } customBlocks(preview: $preview) { id position title text images buttonLabel buttonLink } }';
/** One page by its Czech or English slug (`pages` is then empty or one page). */
export const sitePageQuery = 'query SitePage($slug: String!, $preview: Boolean = false) { pages(slug: $slug, preview: $preview) { id slug title hero blocks } }';

/** An uploaded image or file; `url` is `/uploads/<key>` (images resize through `imageUrl`). */
export const UploadedFileSchema = v.object({
  id: v.number(),
  url: v.string(),
  name: v.string(),
  mimeType: v.string(),
  size: v.number(),
  width: v.nullable(v.number()),
  height: v.nullable(v.number()),
});
export type UploadedFile = v.InferOutput<typeof UploadedFileSchema>;

/** SPEC §9 image proxy: `GET /img/<key>?w=&h=[&fit=cover]` resizes an uploaded image (sides 1 to 4000 px). */
export const imageProxy = { path: '/img', maxSide: 4000 } as const;

/**
 * The address of an uploaded image (`/uploads/<key>`) resized by the image proxy to fit `w`×`h`
 * (`fit: 'cover'` crops to fill); other addresses (external logos, the app's own files) come back as they are.
 */
export function imageUrl(src: string, size: { w?: number; h?: number; fit?: 'inside' | 'cover' }): string {
  const match = /^\/uploads\/([\w.-]+)$/.exec(src);
  if (!match) return src;
  const side = (n: number | undefined) => (n ? String(Math.min(imageProxy.maxSide, Math.max(1, Math.round(n)))) : undefined);
  const query = new URLSearchParams();
  const w = side(size.w);
  const h = side(size.h);
  if (w) query.set('w', w);
  if (h) query.set('h', h);
  if (size.fit === 'cover') query.set('fit', 'cover');
  return `${imageProxy.path}/${match[1]}?${query.toString()}`;
}

const ObjectAnswerSchema = v.object({ object: CmsObjectSchema });
const objectAction = (action: 'archive' | 'unarchive' | 'publish') =>
  defineEndpoint({
    name: `cms.${action}`,
    method: 'POST',
    path: `/api/v1/cms/object/:id/${action}`,
    params: IdParamsSchema,
    response: ObjectAnswerSchema,
    access: ['superAdmin'],
  });

export const cmsEndpoints = {
  schema: defineEndpoint({ name: 'cms.schema', method: 'GET', path: '/api/v1/cms/schema', response: CmsSchemaSchema, access: ['superAdmin'] }),
  objects: defineEndpoint({
    name: 'cms.objects',
    method: 'GET',
    path: '/api/v1/cms/object',
    query: inputObject({ type: v.optional(CmsObjectTypeSchema), archived: v.optional(v.picklist(['0', '1'], m.invalid)) }),
    response: v.object({ objects: v.array(CmsObjectSchema) }),
    access: ['superAdmin'],
  }),
  object: defineEndpoint({ name: 'cms.object', method: 'GET', path: '/api/v1/cms/object/:id', params: IdParamsSchema, response: ObjectAnswerSchema, access: ['superAdmin'] }),
  create: defineEndpoint({ name: 'cms.create', method: 'POST', path: '/api/v1/cms/object', body: CmsObjectInputSchema, response: ObjectAnswerSchema, access: ['superAdmin'] }),
  /** Saves a draft; 409 `conflict` when `version` is not the stored one (someone saved meanwhile). */
  update: defineEndpoint({
    name: 'cms.update',
    method: 'PUT',
    path: '/api/v1/cms/object/:id',
    params: IdParamsSchema,
    body: CmsObjectUpdateSchema,
    response: ObjectAnswerSchema,
    access: ['superAdmin'],
  }),
  archive: objectAction('archive'),
  unarchive: objectAction('unarchive'),
  publish: objectAction('publish'),
  /**
   * Rich-text images and files: `multipart/form-data` with one part named `file`, at most
   * `richTextLimits.maxUploadBytes` (larger: 413 `payload_too_large`, `fields.file: ['max']`).
   */
  upload: defineEndpoint({ name: 'cms.upload', method: 'POST', path: '/api/v1/cms/upload', response: v.object({ file: UploadedFileSchema }), access: ['superAdmin'] }),
  editorConfig: defineEndpoint({ name: 'cms.editorConfig', method: 'GET', path: '/api/v1/admin/froala', response: EditorConfigSchema, access: ['superAdmin'] }),
  siteContent: defineEndpoint({
    name: 'cms.siteContent',
    method: 'GET',
    path: '/graphql',
    query: inputObject({
      query: v.pipe(v.string(m.required), v.minLength(1, m.required), v.maxLength(10_000, m.tooLong)),
      /** JSON text of the query's variables. */
      variables: v.optional(v.pipe(v.string(m.invalid), v.maxLength(10_000, m.tooLong))),
      operationName: v.optional(v.pipe(v.string(m.invalid), v.maxLength(100, m.tooLong))),
    }),
    response: SiteContentSchema,
    access: ['public'],
    cache: 'static',
  }),
  /** The API's own description, generated from this contract. */
  apiRefs: defineEndpoint({
    name: 'cms.apiRefs',
    method: 'GET',
    path: '/apidocs/meta/refs',
    response: v.object({
      endpoints: v.array(
        v.object({ name: v.string(), method: v.string(), path: v.string(), access: v.array(v.string()), cache: v.nullable(v.string()) }),
      ),
    }),
    access: ['public'],
  }),
};
