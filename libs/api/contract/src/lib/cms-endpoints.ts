// The cms endpoint groups, apart from their schemas (cms.ts): the web entry imports the schemas and
// the few calls of a first load from there, and no group ends up in its chunk (chunks split by module).
import * as v from 'valibot';
import { defineEndpoint } from './endpoint';
import { CmsObjectInputSchema, CmsObjectSchema, CmsObjectTypeSchema, CmsObjectUpdateSchema } from './entities/cms-object';
import { messageCodes as m } from './messages';
import { IdParamsSchema, inputObject } from './primitives';
import { UploadedFileSchema, cmsSiteContentEndpoint } from './cms';

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
  blockTypes: v.array(v.picklist(['text', 'hero', 'cards', 'faq', 'cta', 'gallery', 'partners', 'map', 'live'])),
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

const ObjectAnswerSchema = v.object({ object: CmsObjectSchema });
const objectAction = /* @__NO_SIDE_EFFECTS__ */ (action: 'archive' | 'unarchive' | 'publish') =>
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
  siteContent: cmsSiteContentEndpoint,
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
