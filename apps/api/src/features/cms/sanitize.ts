import sanitizeHtml from 'sanitize-html';

/**
 * The one place stored content is made safe. Rich text (HTML from the Lexical editor) keeps a small
 * set of tags with no scripts, event handlers, styles or dangerous URLs; plain texts (titles, labels)
 * lose anything that looks like a tag; Lexical states lose unsafe link and image URLs and inline styles.
 */

export const allowedTags = [
  'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'code', 'mark',
  'h1', 'h2', 'h3', 'h4', 'blockquote', 'pre', 'hr', 'span',
  'ul', 'ol', 'li', 'a', 'img', 'figure', 'figcaption',
  'table', 'thead', 'tbody', 'tr', 'th', 'td',
];

/** SPEC §5 paragraph styles beyond normal and headings, as the editor (libs/cms lexical-nodes) writes them. */
export const paragraphClasses = ['pt-big', 'pt-big-lean'];

const options: sanitizeHtml.IOptions = {
  allowedTags,
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
    ol: ['start'],
    '*': ['dir'],
  },
  allowedClasses: { p: paragraphClasses, span: paragraphClasses },
  // Links may leave the site or write e-mails and calls; images come from http(s) or our own uploads.
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // The contents of these never make sense as text on a page.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template'],
  transformTags: {
    a: (tagName, attribs) => {
      const target = attribs.target === '_blank' ? '_blank' : undefined;
      const { target: _target, rel: _rel, ...rest } = attribs;
      // A new tab must not get a handle on this page (reverse tabnabbing).
      return { tagName, attribs: target ? { ...rest, target, rel: 'noopener noreferrer' } : rest };
    },
  },
};

/** Rich text as stored and served: only the tags and attributes of `allowedTags`, safe URLs. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options);
}

/**
 * A plain text (title, label) is shown as text, never as HTML; anything tag-like is still removed so
 * that no other consumer (e-mails, exports, the admin) can be tricked by it. "A < B" stays.
 */
export function sanitizePlainText(text: string): string {
  let previous: string;
  let current = text;
  // Repeated, so that a tag split by another (`<scr<b>ipt>`) cannot reassemble.
  do {
    previous = current;
    current = current.replace(/<\/?[a-zA-Z!?][^<>]*>/g, '');
  } while (current !== previous);
  return current;
}

const safeUrl = (url: string, schemes: readonly string[]) => {
  const trimmed = url.trim();
  // `//host` and `/\host` (browsers read a backslash as a slash) lead to another site.
  if (trimmed === '' || trimmed.startsWith('#') || (trimmed.startsWith('/') && !/^\/[/\\]/.test(trimmed))) return true;
  // Browsers ignore control characters and whitespace inside a scheme (`java\tscript:`).
  const compact = [...trimmed].filter((c) => c.charCodeAt(0) > 32 && !/\s/.test(c)).join('');
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(compact)?.[1]?.toLowerCase();
  return scheme !== undefined && schemes.includes(scheme);
};

/** Whether an `href` survives sanitising (what the HTML rules allow). */
export const isSafeLink = (url: string) => safeUrl(url, ['http', 'https', 'mailto', 'tel']);
const isSafeImage = (url: string) => safeUrl(url, ['http', 'https']);

/**
 * A Lexical editor state (JSON text) with the same URL rules as the HTML: a link node's `url` or an
 * image node's `src` that is not safe becomes empty, inline `style` goes. Unparsable input is dropped.
 */
export function sanitizeLexicalState(state: string): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(state);
  } catch {
    return null;
  }
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (typeof node !== 'object' || node === null) return node;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === 'url' && typeof value === 'string') out[key] = isSafeLink(value) ? value : '';
      else if (key === 'src' && typeof value === 'string') out[key] = isSafeImage(value) ? value : '';
      else if (key === 'style' && typeof value === 'string') out[key] = '';
      else out[key] = walk(value);
    }
    return out;
  };
  return JSON.stringify(walk(parsed));
}

/** Keys whose bilingual texts are rich text (HTML) in the content schemas (see seed/cms-content.ts). */
const richTextKeys = new Set(['body', 'answer', 'clubRegistrationTerms', 'refereeTerms']);

type Bilingual = { cs: string; en: string; lexical?: { cs?: string | null; en?: string | null } | null };
const isBilingual = (value: unknown): value is Bilingual =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && typeof (value as Bilingual).cs === 'string' && typeof (value as Bilingual).en === 'string';

function sanitizeBilingual(value: Bilingual, rich: boolean): Bilingual {
  if (!rich) return { ...value, cs: sanitizePlainText(value.cs), en: sanitizePlainText(value.en) };
  const lexical = value.lexical
    ? {
        ...(value.lexical.cs != null ? { cs: sanitizeLexicalState(value.lexical.cs) } : {}),
        ...(value.lexical.en != null ? { en: sanitizeLexicalState(value.lexical.en) } : {}),
      }
    : value.lexical;
  return { ...value, cs: sanitizeRichText(value.cs), en: sanitizeRichText(value.en), ...(lexical !== undefined ? { lexical } : {}) };
}

/**
 * Every text of a content object's data, sanitised by its kind: rich text (by key) as HTML, every
 * other bilingual text and partner name as plain text. Shapes are the contract's (already validated).
 */
export function sanitizeContent<T>(data: T): T {
  const walk = (value: unknown, key: string | undefined): unknown => {
    if (isBilingual(value)) return sanitizeBilingual(value, key !== undefined && richTextKeys.has(key));
    if (Array.isArray(value)) return value.map((item) => walk(item, key));
    if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, k)]));
    if (typeof value === 'string' && key === 'name') return sanitizePlainText(value);
    return value;
  };
  return walk(data, undefined) as T;
}

/** What visitors get: the rich texts without their Lexical states, an empty English text replaced by the Czech one. */
export function publicContent<T>(data: T): T {
  const walk = (value: unknown): unknown => {
    if (isBilingual(value)) {
      const { lexical: _lexical, ...text } = value;
      return { ...text, en: text.en.trim() === '' ? text.cs : text.en };
    }
    if (Array.isArray(value)) return value.map(walk);
    if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v)]));
    return value;
  };
  return walk(data) as T;
}
