import { isSafeLink, publicContent, sanitizeContent, sanitizeLexicalState, sanitizePlainText, sanitizeRichText } from './sanitize';

describe('sanitizeRichText', () => {
  it('removes script elements with their content', () => {
    expect(sanitizeRichText('<p>Ahoj</p><script>alert(1)</script>')).toBe('<p>Ahoj</p>');
    expect(sanitizeRichText('<p>a<SCRIPT src="//evil.test/x.js"></SCRIPT>b</p>')).toBe('<p>ab</p>');
  });

  it('removes event handler attributes', () => {
    expect(sanitizeRichText('<img src="https://example.com/a.png" onerror="alert(1)">')).toBe('<img src="https://example.com/a.png" />');
    expect(sanitizeRichText('<p onclick="alert(1)" onmouseover=alert(2)>x</p>')).toBe('<p>x</p>');
  });

  it('drops javascript:, vbscript: and data: URLs in links, however they are disguised', () => {
    for (const href of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', 'java\tscript:alert(1)', '&#106;avascript:alert(1)', 'vbscript:msgbox(1)', 'data:text/html;base64,PHNjcmlwdD4=']) {
      expect(sanitizeRichText(`<a href="${href}">x</a>`)).toBe('<a>x</a>');
    }
  });

  it('keeps http(s), mailto, tel and site-relative links and makes new tabs safe', () => {
    expect(sanitizeRichText('<a href="https://example.com/" target="_blank">x</a>')).toBe('<a href="https://example.com/" target="_blank" rel="noopener noreferrer">x</a>');
    expect(sanitizeRichText('<a href="/vysledky" target="_top" rel="opener">x</a>')).toBe('<a href="/vysledky">x</a>');
    expect(sanitizeRichText('<a href="mailto:info@demo.test">m</a><a href="tel:+420777888999">t</a>')).toBe('<a href="mailto:info@demo.test">m</a><a href="tel:+420777888999">t</a>');
  });

  it('drops data: and protocol-relative image sources', () => {
    expect(sanitizeRichText('<img src="data:image/svg+xml;base64,PHN2Zz4=">')).toBe('<img />');
    expect(sanitizeRichText('<img src="//evil.test/a.png">')).toBe('<img />');
    expect(sanitizeRichText('<img src="/uploads/a.png" alt="A">')).toBe('<img src="/uploads/a.png" alt="A" />');
  });

  it('removes style attributes and style elements', () => {
    expect(sanitizeRichText('<p style="background:url(javascript:alert(1))">x</p><style>body{display:none}</style>')).toBe('<p>x</p>');
  });

  it('removes iframes, objects, forms and SVG', () => {
    expect(sanitizeRichText('<iframe src="https://evil.test"></iframe><object data="x"></object><form action="/x"><input name="a"></form><svg onload="alert(1)"><circle /></svg>ok')).toBe('ok');
  });

  it('keeps the editor formatting: headings, lists, emphasis and the paragraph styles', () => {
    const html = '<h2>Kategorie</h2><p class="pt-big">Velký</p><p class="pt-big-lean evil">Lehký</p><ul><li><strong>A</strong> <em>B</em></li></ol>';
    expect(sanitizeRichText(html)).toBe('<h2>Kategorie</h2><p class="pt-big">Velký</p><p class="pt-big-lean">Lehký</p><ul><li><strong>A</strong> <em>B</em></li></ul>');
  });
});

describe('sanitizeRichText on what the editor really writes', () => {
  // The HTML libs/cms's Lexical editor exports (captured from @lexical/html 0.52 with its nodes).
  const lexicalHtml =
    '<h2><span style="white-space: pre-wrap;">Nadpis</span></h2><p><b><strong style="white-space: pre-wrap;">tučně</strong></b><i><em style="white-space: pre-wrap;"> kurzíva</em></i><u><span style="white-space: pre-wrap;"> podtržené</span></u><a href="https://example.com/" target="_blank" rel="noopener"><span style="white-space: pre-wrap;">odkaz</span></a></p><p class="pt-big"><span style="white-space: pre-wrap;">Velký</span></p><p class="pt-big-lean"><span style="white-space: pre-wrap;">Lehký</span></p><ul><li value="1"><span style="white-space: pre-wrap;">bod</span></li></ul><p><img src="/uploads/a.png" alt="obr"></p>';

  it('keeps headings, emphasis, links, paragraph styles, lists and images, and drops only the inline styles', () => {
    expect(sanitizeRichText(lexicalHtml)).toBe(
      '<h2><span>Nadpis</span></h2><p><b><strong>tučně</strong></b><i><em> kurzíva</em></i><u><span> podtržené</span></u><a href="https://example.com/" target="_blank" rel="noopener noreferrer"><span>odkaz</span></a></p><p class="pt-big"><span>Velký</span></p><p class="pt-big-lean"><span>Lehký</span></p><ul><li><span>bod</span></li></ul><p><img src="/uploads/a.png" alt="obr" /></p>',
    );
  });

  it('is stable: cleaning clean HTML changes nothing', () => {
    const once = sanitizeRichText(lexicalHtml);
    expect(sanitizeRichText(once)).toBe(once);
  });
});

describe('sanitizePlainText', () => {
  it('removes tags but keeps a lone less-than sign', () => {
    expect(sanitizePlainText('<img src=x onerror=alert(1)>Finále')).toBe('Finále');
    expect(sanitizePlainText('A < B a C > D')).toBe('A < B a C > D');
  });

  it('does not let a split tag reassemble', () => {
    expect(sanitizePlainText('<scr<b>ipt>alert(1)</scr</b>ipt>')).not.toMatch(/<script/i);
  });
});

describe('sanitizeLexicalState', () => {
  it('empties unsafe link and image URLs and inline styles, keeps the rest', () => {
    const state = JSON.stringify({
      root: {
        type: 'root',
        children: [
          { type: 'paragraph', children: [{ type: 'link', url: 'javascript:alert(1)', children: [{ type: 'text', text: 'x', style: 'color:red' }] }] },
          { type: 'paragraph', children: [{ type: 'link', url: 'https://example.com/', children: [] }, { type: 'image', src: 'data:image/png;base64,AAAA' }] },
        ],
      },
    });
    const clean = JSON.parse(sanitizeLexicalState(state) as string);
    expect(clean.root.children[0].children[0].url).toBe('');
    expect(clean.root.children[0].children[0].children[0]).toEqual({ type: 'text', text: 'x', style: '' });
    expect(clean.root.children[1].children[0].url).toBe('https://example.com/');
    expect(clean.root.children[1].children[1].src).toBe('');
  });

  it('answers null for text that is not JSON', () => {
    expect(sanitizeLexicalState('{nope')).toBeNull();
  });
});

describe('isSafeLink', () => {
  it('accepts site paths and anchors and refuses script schemes', () => {
    expect(['/a', '#top', 'https://x.cz', 'mailto:a@b.cz'].map(isSafeLink)).toEqual([true, true, true, true]);
    expect(['javascript:alert(1)', ' java\nscript:x', '//evil.test', 'data:text/html,x'].map(isSafeLink)).toEqual([false, false, false, false]);
  });
});

describe('sanitizeContent', () => {
  it('cleans rich texts as HTML and every other text as plain text, wherever they sit', () => {
    const page = {
      slug: { cs: 'a', en: 'a' },
      title: { cs: '<script>alert(1)</script>Titulek', en: 'Title<img src=x onerror=alert(1)>' },
      hero: null,
      blocks: [
        { type: 'text', body: { cs: '<p onclick="x()">Ahoj</p>', en: '<p>Hi<script>x()</script></p>', lexical: { cs: '{"root":{"children":[{"type":"link","url":"javascript:x()"}]}}' } } },
        { type: 'faq', items: [{ question: { cs: '<b>Kdy?</b>', en: 'When?' }, answer: { cs: '<a href="javascript:x()">tady</a>', en: '<p>ok</p>' } }] },
      ],
    };
    const clean = sanitizeContent(page);
    expect(clean.title).toEqual({ cs: 'alert(1)Titulek', en: 'Title' });
    expect(clean.blocks[0]).toEqual({ type: 'text', body: { cs: '<p>Ahoj</p>', en: '<p>Hi</p>', lexical: { cs: '{"root":{"children":[{"type":"link","url":""}]}}' } } });
    expect(clean.blocks[1]).toEqual({ type: 'faq', items: [{ question: { cs: 'Kdy?', en: 'When?' }, answer: { cs: '<a>tady</a>', en: '<p>ok</p>' } }] });
  });

  it('cleans partner names and settings terms', () => {
    expect(sanitizeContent({ items: [{ name: '<i>Kempa</i>', link: null, logo: '/uploads/k.svg' }] }).items[0].name).toBe('Kempa');
    expect(sanitizeContent({ refereeTerms: { cs: '<p>x</p><script>1</script>', en: '' } }).refereeTerms).toEqual({ cs: '<p>x</p>', en: '' });
  });
});

describe('publicContent', () => {
  it('drops Lexical states and answers an empty English text with the Czech one', () => {
    expect(publicContent({ body: { cs: '<p>Ahoj</p>', en: ' ', lexical: { cs: '{"root":{}}' } }, n: 1 })).toEqual({ body: { cs: '<p>Ahoj</p>', en: '<p>Ahoj</p>' }, n: 1 });
  });
});
