import * as v from 'valibot';
import { defineEndpoint } from './endpoint';
import { CustomBlockContentSchema, MenuContentSchema, PageContentSchema, PartnerGroupContentSchema, SettingsContentSchema } from './entities/content';
import { messageCodes as m } from './messages';
import { inputObject } from './primitives';

/** SPEC §5: rich-text uploads up to 100 MiB; the paragraph styles the editor offers. */
export const richTextLimits = {
  maxUploadBytes: 104_857_600,
  paragraphStyles: ['normal', 'big', 'bigLean', 'h1', 'h2', 'h3', 'h4'],
} as const;

// Generic over the entries (not the schema), so the answer's type keeps every content field beside the id.
const withId = /* @__NO_SIDE_EFFECTS__ */ <E extends v.ObjectEntries>(schema: { entries: E }) => v.object({ ...schema.entries, id: v.number() });

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

/** SPEC §9 image proxy: `GET /img/<key>?w=&h=[&fit=cover]` resizes an uploaded image (sides from `imageProxy.sides`). */
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

/**
 * The image proxy renders only these sides (px): every new size costs a render of the original
 * (~0.4 s and tens of MB for a 4000 px photo), so a fixed ladder bounds an anonymous caller to a few
 * renditions per image. The server refuses any other size (400); `imageUrl` snaps up to the ladder,
 * so one URL always names one rendition and caches hold it once.
 */
export const imageProxy = { path: '/img', sides: [64, 128, 256, 320, 480, 640, 960, 1280, 1920], maxSide: 1920 } as const;

/** The smallest allowed side at least `n` px (the largest for anything bigger): never blurrier than asked. */
export function snapImageSide(n: number): number {
  return imageProxy.sides.find((side) => side >= n) ?? imageProxy.maxSide;
}

/**
 * The address of an uploaded image (`/uploads/<key>`) resized by the image proxy to fit `w`×`h`
 * (`fit: 'cover'` crops to fill); other addresses (external logos, the app's own files) come back as they are.
 * Sides snap up to `imageProxy.sides`; the height keeps the asked aspect before it snaps, so a crop
 * is as close to the box as the ladder allows (boxes show it with `object-fit: cover`).
 */
export function imageUrl(src: string, size: { w?: number; h?: number; fit?: 'inside' | 'cover' }): string {
  const match = /^\/uploads\/([\w.-]+)$/.exec(src);
  if (!match) return src;
  const query = new URLSearchParams();
  const w = size.w ? snapImageSide(size.w) : undefined;
  const h = size.h ? snapImageSide(size.w && w ? (size.h * w) / size.w : size.h) : undefined;
  if (w) query.set('w', String(w));
  if (h) query.set('h', String(h));
  if (size.fit === 'cover') query.set('fit', 'cover');
  return `${imageProxy.path}/${match[1]}?${query.toString()}`;
}

// The call of every first load, apart so a page that makes only this one keeps no other schema.
export const cmsSiteContentEndpoint = defineEndpoint({
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
});
