import * as v from 'valibot';
import { maxLength, messageCodes as m } from '../messages';
import { UrlSchema, inputObject } from '../primitives';

const text = /* @__NO_SIDE_EFFECTS__ */ (max: number) => v.pipe(v.string(m.required), v.maxLength(max, m.tooLong));
/** A short bilingual text (titles, labels). */
export const ContentTextSchema = inputObject({ cs: text(maxLength.short), en: text(maxLength.short) });
/** A longer bilingual plain text (teasers, card texts). */
export const ContentNoteSchema = inputObject({ cs: text(maxLength.note), en: text(maxLength.note) });
const isLexicalState = (value: string) => {
  try {
    const state = JSON.parse(value) as { root?: unknown };
    return typeof state === 'object' && state !== null && typeof state.root === 'object' && state.root !== null;
  } catch {
    return false;
  }
};
/** A Lexical editor state as JSON text (`JSON.stringify(editorState.toJSON())`): what the editor reopens. */
export const LexicalStateSchema = v.pipe(v.string(m.invalid), v.maxLength(maxLength.richText, m.tooLong), v.check(isLexicalState, m.invalid));
const lexicalOf = v.optional(v.nullable(LexicalStateSchema));
/**
 * Bilingual rich text: sanitised HTML (`cs`, `en`; the server cleans it on save and visitors get only
 * it) plus, for the editor, the Lexical states it was made from (`lexical`, never served to visitors).
 */
export const ContentRichTextSchema = inputObject({
  cs: text(maxLength.richText),
  en: text(maxLength.richText),
  lexical: v.optional(v.nullable(inputObject({ cs: lexicalOf, en: lexicalOf }))),
});
export type ContentRichText = v.InferOutput<typeof ContentRichTextSchema>;
export type ContentText = v.InferOutput<typeof ContentTextSchema>;

const LinkSchema = inputObject({ label: ContentTextSchema, link: UrlSchema });
/** SPEC §2 partner logo column widths. */
export const PartnerSizeSchema = v.picklist(['sm', 'md', 'lg'], m.invalid);

export const MenuContentSchema = inputObject({
  title: ContentTextSchema,
  position: v.picklist(['header', 'footer'], m.invalid),
  /** Czech paths; the web prefixes /en for English. */
  menuItems: v.pipe(v.array(inputObject({ title: ContentTextSchema, link: UrlSchema }), m.invalid), v.maxLength(50, m.max)),
});
export type MenuContent = v.InferOutput<typeof MenuContentSchema>;

export const SettingsContentSchema = inputObject({
  logo: UrlSchema,
  footerBlocks: v.pipe(v.array(inputObject({ title: ContentTextSchema, body: ContentRichTextSchema }), m.invalid), v.maxLength(10, m.max)),
  /** The footer picks an icon from the host (facebook, instagram, google, youtube, twitter, flickr, zonerama). */
  socialLinks: v.pipe(v.array(UrlSchema, m.invalid), v.maxLength(20, m.max)),
  appLinks: inputObject({ ios: v.optional(v.nullable(UrlSchema)), android: v.optional(v.nullable(UrlSchema)) }),
  copyright: ContentTextSchema,
  clubRegistrationTerms: ContentRichTextSchema,
  refereeTerms: ContentRichTextSchema,
});
export type SettingsContent = v.InferOutput<typeof SettingsContentSchema>;

export const HeroSchema = inputObject({
  title: ContentTextSchema,
  subtitle: v.optional(v.nullable(ContentTextSchema)),
  image: v.nullable(UrlSchema),
  button: v.optional(v.nullable(LinkSchema)),
});
export type Hero = v.InferOutput<typeof HeroSchema>;

/** A page is a list of typed blocks; the web renders each `type` with its own component. */
export const BlockSchema = v.variant('type', [
  inputObject({ type: v.literal('text'), body: ContentRichTextSchema }),
  inputObject({ type: v.literal('hero'), title: ContentTextSchema, subtitle: v.optional(v.nullable(ContentTextSchema)), image: v.nullable(UrlSchema), button: v.optional(v.nullable(LinkSchema)) }),
  inputObject({
    type: v.literal('cards'),
    items: v.pipe(v.array(inputObject({ title: ContentTextSchema, text: ContentNoteSchema, link: v.optional(v.nullable(UrlSchema)), image: v.optional(v.nullable(UrlSchema)) }), m.invalid), v.maxLength(24, m.max)),
  }),
  inputObject({ type: v.literal('faq'), items: v.pipe(v.array(inputObject({ question: ContentTextSchema, answer: ContentRichTextSchema }), m.invalid), v.maxLength(100, m.max)) }),
  inputObject({ type: v.literal('cta'), title: ContentTextSchema, text: ContentNoteSchema, button: LinkSchema }),
  inputObject({ type: v.literal('gallery'), images: v.pipe(v.array(inputObject({ url: UrlSchema, alt: ContentTextSchema }), m.invalid), v.maxLength(100, m.max)) }),
  /** Shows the partner groups, optionally only one size. */
  inputObject({ type: v.literal('partners'), size: v.optional(PartnerSizeSchema) }),
  /** An embedded map link: a place the visitor opens on the map screen or in a map app. */
  inputObject({ type: v.literal('map'), title: ContentTextSchema, text: v.optional(v.nullable(ContentNoteSchema)), link: UrlSchema }),
  /** Live matches now and the next matches of the teams this browser follows (issue 18): the data is the competition's, nothing to fill in. */
  inputObject({ type: v.literal('live') }),
], m.invalid);
export type Block = v.InferOutput<typeof BlockSchema>;
export type BlockType = Block['type'];

const SlugSchema = v.pipe(v.string(m.required), v.minLength(1, m.required), v.maxLength(maxLength.short, m.tooLong), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, m.invalid));

export const PageContentSchema = inputObject({
  slug: inputObject({ cs: SlugSchema, en: SlugSchema }),
  title: ContentTextSchema,
  hero: v.nullable(HeroSchema),
  blocks: v.pipe(v.array(BlockSchema, m.invalid), v.maxLength(100, m.max)),
});
export type PageContent = v.InferOutput<typeof PageContentSchema>;

export const PartnerGroupContentSchema = inputObject({
  title: ContentTextSchema,
  size: PartnerSizeSchema,
  order: v.pipe(v.number(m.integer), v.integer(m.integer)),
  items: v.pipe(v.array(inputObject({ name: text(maxLength.name), link: v.nullable(UrlSchema), logo: UrlSchema }), m.invalid), v.maxLength(100, m.max)),
});
export type PartnerGroupContent = v.InferOutput<typeof PartnerGroupContentSchema>;

export const CustomBlockContentSchema = inputObject({
  /** Where the block sits, e.g. `home-top`, `sidebar`. */
  position: v.pipe(v.string(m.required), v.minLength(1, m.required), v.maxLength(50, m.tooLong)),
  title: ContentTextSchema,
  text: ContentNoteSchema,
  images: v.pipe(v.array(UrlSchema, m.invalid), v.maxLength(20, m.max)),
  buttonLabel: v.nullable(ContentTextSchema),
  buttonLink: v.nullable(UrlSchema),
});
export type CustomBlockContent = v.InferOutput<typeof CustomBlockContentSchema>;
