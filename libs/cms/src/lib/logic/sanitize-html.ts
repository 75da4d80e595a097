/**
 * The browser's second line against script in content (the server cleans every HTML it stores):
 * an allow-list of tags and attributes, links only to http(s), mail, phone or our own paths.
 * Uses the DOM parser, which never runs scripts or loads images of the parsed document.
 */
const allowedTags = new Set([
  'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'a', 'ul', 'ol', 'li',
  'h1', 'h2', 'h3', 'h4', 'blockquote', 'img', 'span', 'figure', 'figcaption', 'hr', 'code',
]);
// Content of these is dropped with the tag; other unknown tags are unwrapped to their text.
const droppedTags = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'svg', 'math', 'form', 'input', 'button', 'textarea', 'select', 'link', 'meta', 'base', 'title', 'head']);
const allowedAttributes: Record<string, readonly string[]> = {
  a: ['href', 'title', 'target'],
  img: ['src', 'alt', 'width', 'height'],
};
/** Paragraph styles of the editor (SPEC §5) travel as classes. */
export const paragraphStyleClasses = ['pt-big', 'pt-big-lean'] as const;

const safeLink = /^(https?:|mailto:|tel:|\/(?!\/)|#)/i;
const safeImage = /^(https?:|\/(?!\/))/i;

function cleanUrl(value: string, pattern: RegExp): string | null {
  // Browsers ignore whitespace and control characters inside a scheme ("jav\tascript:").
  // eslint-disable-next-line no-control-regex
  const compact = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (!compact) return null;
  return pattern.test(compact) ? value.trim() : null;
}

function copyClean(source: Node, target: Node, doc: Document, options: SanitizeOptions): void {
  source.childNodes.forEach((child) => {
    if (child.nodeType === 3) {
      target.appendChild(doc.createTextNode(child.textContent ?? ''));
      return;
    }
    if (child.nodeType !== 1) return;
    const element = child as Element;
    const tag = element.tagName.toLowerCase();
    if (droppedTags.has(tag)) return;
    if (!allowedTags.has(tag)) {
      copyClean(element, target, doc, options);
      return;
    }
    const clean = doc.createElement(tag);
    for (const name of allowedAttributes[tag] ?? []) {
      const value = element.getAttribute(name);
      if (value === null) continue;
      if (name === 'href') {
        const url = cleanUrl(value, safeLink);
        if (url) clean.setAttribute('href', url);
      } else if (name === 'src') {
        const url = cleanUrl(value, safeImage);
        if (url) clean.setAttribute('src', options.imageSrc ? options.imageSrc(url) : url);
      } else if (name === 'target') {
        if (value === '_blank') {
          clean.setAttribute('target', '_blank');
          clean.setAttribute('rel', 'noopener noreferrer');
        }
      } else {
        clean.setAttribute(name, value);
      }
    }
    const classes = (element.getAttribute('class') ?? '').split(/\s+/).filter((c) => (paragraphStyleClasses as readonly string[]).includes(c));
    if (classes.length) clean.setAttribute('class', classes.join(' '));
    if (tag === 'img' && !clean.hasAttribute('src')) return;
    copyClean(element, clean, doc, options);
    target.appendChild(clean);
  });
}

export interface SanitizeOptions {
  /** Rewrites a kept image address (e.g. through the image proxy). */
  imageSrc?: (src: string) => string;
}

export function sanitizeHtml(html: string, options: SanitizeOptions = {}): string {
  if (!html) return '';
  const parsed = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const out = document.implementation.createHTMLDocument('');
  const root = out.createElement('div');
  copyClean(parsed.body, root, out, options);
  return root.innerHTML;
}

/** The text of an HTML fragment (for titles, summaries and search), never markup. */
export function htmlToText(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';
}
