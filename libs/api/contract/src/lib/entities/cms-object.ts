import * as v from 'valibot';
import { maxLength, messageCodes as m } from '../messages';
import { IsoDateTimeSchema, inputObject } from '../primitives';
import { CustomBlockContentSchema, MenuContentSchema, PageContentSchema, PartnerGroupContentSchema, SettingsContentSchema } from './content';

// The content system's objects as the editor and the server handle them, apart from the content
// schemas (content.ts) that every page's site-content answer needs.
export const cmsObjectTypes = ['menu', 'settings', 'page', 'partner_group', 'custom_block'] as const;
export const CmsObjectTypeSchema = v.picklist(cmsObjectTypes, m.invalid);
export type CmsObjectType = v.InferOutput<typeof CmsObjectTypeSchema>;

/** Each object type's `data` schema: one place the server validates saves and the editor builds forms. */
export const contentSchemas = {
  menu: MenuContentSchema,
  settings: SettingsContentSchema,
  page: PageContentSchema,
  partner_group: PartnerGroupContentSchema,
  custom_block: CustomBlockContentSchema,
} as const;

const objectOf = /* @__NO_SIDE_EFFECTS__ */ <T extends CmsObjectType, S extends v.GenericSchema>(type: T, data: S) =>
  v.object({
    id: v.number(),
    type: v.literal(type),
    slug: v.nullable(v.string(m.invalid)),
    /** The published content; null until first published. */
    data: v.nullable(data),
    /** The unpublished working copy; null when there is none. */
    draft: v.nullable(data),
    status: v.picklist(['draft', 'published']),
    isArchived: v.boolean(m.invalid),
    /** Optimistic concurrency: a save carrying an older version is a 409. */
    version: v.number(),
    updatedAt: IsoDateTimeSchema,
    publishedAt: v.nullable(IsoDateTimeSchema),
  });

/** SPEC §3 content object, typed by `type`. */
export const CmsObjectSchema = v.variant('type', [
  objectOf('menu', MenuContentSchema),
  objectOf('settings', SettingsContentSchema),
  objectOf('page', PageContentSchema),
  objectOf('partner_group', PartnerGroupContentSchema),
  objectOf('custom_block', CustomBlockContentSchema),
]);
export type CmsObject = v.InferOutput<typeof CmsObjectSchema>;

const CmsSlugSchema = v.optional(v.nullable(v.pipe(v.string(m.invalid), v.maxLength(maxLength.short, m.tooLong), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, m.invalid))));
const inputOf = /* @__NO_SIDE_EFFECTS__ */ <T extends CmsObjectType, S extends v.GenericSchema>(type: T, data: S) => inputObject({ type: v.literal(type), slug: CmsSlugSchema, data });

/** A new object or a saved draft: the `data` must fit its type. */
export const CmsObjectInputSchema = v.variant('type', [
  inputOf('menu', MenuContentSchema),
  inputOf('settings', SettingsContentSchema),
  inputOf('page', PageContentSchema),
  inputOf('partner_group', PartnerGroupContentSchema),
  inputOf('custom_block', CustomBlockContentSchema),
], m.invalid);
export type CmsObjectInput = v.InferOutput<typeof CmsObjectInputSchema>;

/** Saving a draft: the version the editor started from (409 `conflict` when someone saved meanwhile). */
export const CmsObjectUpdateSchema = v.intersect([CmsObjectInputSchema, inputObject({ version: v.pipe(v.number(m.integer), v.integer(m.integer), v.minValue(0, m.min)) })], m.invalid);
export type CmsObjectUpdate = v.InferOutput<typeof CmsObjectUpdateSchema>;
