import { htmlToText, sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps the formatting the editor produces', () => {
    const html = '<h2>Kategorie</h2><p class="pt-big">A až <strong>E</strong>, <em>chlapci</em></p><ul><li>jedna</li></ul><p><a href="/vysledky">Výsledky</a></p>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops script and style elements with their content', () => {
    expect(sanitizeHtml('<p>a</p><script>alert(1)</script><style>p{}</style>')).toBe('<p>a</p>');
  });

  it('drops event handler attributes', () => {
    expect(sanitizeHtml('<p onclick="alert(1)">x</p><img src="/uploads/a.png" onerror="alert(1)" alt="a">')).toBe('<p>x</p><img src="/uploads/a.png" alt="a">');
  });

  it('removes javascript:, data: and protocol-relative links but keeps the link text', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">a</a>')).toBe('<a>a</a>');
    expect(sanitizeHtml('<a href=" jav&#x09;ascript:alert(1)">b</a>')).toBe('<a>b</a>');
    expect(sanitizeHtml('<a href="data:text/html,<script>alert(1)</script>">c</a>')).toBe('<a>c</a>');
    expect(sanitizeHtml('<a href="//evil.test/">d</a>')).toBe('<a>d</a>');
  });

  it('drops images without a safe source', () => {
    expect(sanitizeHtml('<img src="javascript:alert(1)"><img src="data:image/png;base64,AAAA">')).toBe('');
  });

  it('removes style attributes and unknown classes', () => {
    expect(sanitizeHtml('<p style="position:fixed" class="evil pt-big-lean">x</p>')).toBe('<p class="pt-big-lean">x</p>');
  });

  it('unwraps unknown tags and drops iframes and forms', () => {
    expect(sanitizeHtml('<div><marquee>x</marquee></div><iframe src="https://evil.test"></iframe><form><input></form>')).toBe('x');
  });

  it('opens new-tab links without giving the opener away', () => {
    expect(sanitizeHtml('<a href="https://example.com" target="_blank">x</a>')).toBe('<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>');
  });

  it('escapes text that looks like markup once it is text', () => {
    expect(sanitizeHtml('<p>&lt;img src=x onerror=alert(1)&gt;</p>')).toBe('<p>&lt;img src=x onerror=alert(1)&gt;</p>');
  });

  it('rewrites kept image addresses when asked', () => {
    expect(sanitizeHtml('<img src="/uploads/a.png" alt="">', { imageSrc: (src) => `${src}?w=1` })).toBe('<img src="/uploads/a.png?w=1" alt="">');
  });
});

describe('htmlToText', () => {
  it('gives the text without markup', () => {
    expect(htmlToText('<p>Ahoj <strong>světe</strong></p><script>x</script>')).toContain('Ahoj světe');
  });
});
