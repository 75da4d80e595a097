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
  blockTypes: v.array(v.picklist(['text', 'hero', 'cards', 'faq', 'cta', 'gallery', 'partners'])),
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

const withId = <S extends v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>>(schema: S) => v.object({ id: v.number(), ...schema.entries });

/**
 * `GET /graphql?query=`: GraphQL answers only what was asked, so every field is optional. Drafts are
 * never served here; editors read them through the content object calls.
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
  'query SiteContent($slug: String) { menus { id title position menuItems } settings { logo footerBlocks socialLinks appLinks copyright clubRegistrationTerms refereeTerms } pages(slug: $slug) { id slug title hero blocks } partners { id title size order items } customBlocks { id position title text images buttonLabel buttonLink } }';

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
  editorConfig: defineEndpoint({ name: 'cms.editorConfig', method: 'GET', path: '/api/v1/admin/froala', response: EditorConfigSchema, access: ['superAdmin'] }),
  siteContent: defineEndpoint({
    name: 'cms.siteContent',
    method: 'GET',
    path: '/graphql',
    query: inputObject({
      query: v.pipe(v.string(m.required), v.minLength(1, m.required), v.maxLength(10_000, m.tooLong)),
      /** JSON text of the query's variables. */
      variables: v.optional(v.pipe(v.string(m.invalid), v.maxLength(10_000, m.tooLong))),
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
