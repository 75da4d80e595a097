import * as v from 'valibot';
import { CmsObjectInputSchema, type CmsObjectInput, type CmsObjectType } from '@phc/api-contract';

/** The object types the editor can create; settings is a single object the seed always has. */
export type CreatableType = Exclude<CmsObjectType, 'settings'>;
export const creatableTypes: readonly CreatableType[] = ['page', 'menu', 'partner_group', 'custom_block'];

/** What the create form asks for: enough for a valid object, the rest is edited in the object form. */
export interface NewObjectValues {
  titleCs: string;
  titleEn: string;
  /** Pages: the Czech and English addresses. */
  slugCs: string;
  slugEn: string;
  /** Menus: header | footer; custom blocks: where the block sits. */
  position: string;
  /** Partner groups: logo size and order. */
  size: string;
  order: string;
}

export const emptyNewObject: NewObjectValues = { titleCs: '', titleEn: '', slugCs: '', slugEn: '', position: '', size: 'md', order: '1' };

/** A Czech title as an address: no diacritics, lower case, words joined by hyphens. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The new object as the server takes it (POST /api/v1/cms/object): empty lists, no hero, no button. */
export function newObjectInput(type: CreatableType, values: NewObjectValues): unknown {
  const title = { cs: values.titleCs.trim(), en: values.titleEn.trim() };
  switch (type) {
    case 'page':
      return { type, data: { slug: { cs: values.slugCs.trim(), en: values.slugEn.trim() }, title, hero: null, blocks: [] } };
    case 'menu':
      return { type, slug: null, data: { title, position: values.position, menuItems: [] } };
    case 'partner_group':
      return { type, slug: null, data: { title, size: values.size, order: /^-?\d+$/.test(values.order.trim()) ? Number(values.order.trim()) : values.order, items: [] } };
    case 'custom_block':
      return { type, slug: null, data: { position: values.position.trim(), title, text: { cs: '', en: '' }, images: [], buttonLabel: null, buttonLink: null } };
  }
}

/** The form's input each contract path belongs to. */
const fieldOf: Record<string, keyof NewObjectValues> = {
  'data.title.cs': 'titleCs',
  'data.title.en': 'titleEn',
  'data.slug.cs': 'slugCs',
  'data.slug.en': 'slugEn',
  'data.position': 'position',
  'data.size': 'size',
  'data.order': 'order',
};

export type NewObjectCheck = { ok: true; input: CmsObjectInput } | { ok: false; errors: Partial<Record<keyof NewObjectValues, string>> };

/**
 * Validates with the contract's schema; a title is needed too (the editor lists objects by it), though
 * the content schema lets an existing object's title be empty.
 */
export function checkNewObject(type: CreatableType, values: NewObjectValues): NewObjectCheck {
  const errors: Partial<Record<keyof NewObjectValues, string>> = {};
  if (!values.titleCs.trim()) errors.titleCs = 'required';
  if (!values.titleEn.trim()) errors.titleEn = 'required';
  if (type === 'menu' && !values.position) errors.position = 'required';
  const parsed = v.safeParse(CmsObjectInputSchema, newObjectInput(type, values));
  if (!parsed.success) {
    for (const issue of parsed.issues) {
      const field = fieldOf[v.getDotPath(issue) ?? ''];
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  if (Object.keys(errors).length || !parsed.success) return { ok: false, errors: Object.keys(errors).length ? errors : { titleCs: 'invalid' } };
  return { ok: true, input: parsed.output };
}
