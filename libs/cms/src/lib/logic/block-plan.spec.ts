import { heroRepeatsTitle, leadingBlocks, partnerSizesShown, planBlocks, rendererFor } from './block-plan';

const registry = { text: 'Text', hero: 'Hero', cards: 'Cards' };
const text = (body: string) => ({ type: 'text', body });
const hero = (title: string) => ({ type: 'hero', title });

describe('block registry', () => {
  it('finds the renderer of a known type and nothing for an unknown one', () => {
    expect(rendererFor(registry, 'text')).toBe('Text');
    expect(rendererFor(registry, 'video')).toBeNull();
    expect(rendererFor(registry, 'toString')).toBeNull();
  });

  it('keeps the blocks in page order, one section each', () => {
    const sections = planBlocks([text('a'), { type: 'cards' }, text('b')], registry);
    expect(sections.map((s) => s.type)).toEqual(['text', 'cards', 'text']);
    expect(new Set(sections.map((s) => s.key)).size).toBe(3);
  });

  it('merges consecutive hero blocks into one slider section', () => {
    const sections = planBlocks([hero('1'), hero('2'), text('x'), hero('3')], registry);
    expect(sections.map((s) => [s.type, s.blocks.length])).toEqual([
      ['hero', 2],
      ['text', 1],
      ['hero', 1],
    ]);
  });

  it('leaves out unknown block types and reports them', () => {
    const unknown: string[] = [];
    const sections = planBlocks([text('a'), { type: 'video' }, text('b')], registry, (type) => unknown.push(type));
    expect(sections.map((s) => s.type)).toEqual(['text', 'text']);
    expect(unknown).toEqual(['video']);
  });

  it('does not merge hero blocks separated by an unknown block', () => {
    const sections = planBlocks([hero('1'), { type: 'video' }, hero('2')], registry);
    expect(sections.map((s) => s.blocks.length)).toEqual([1, 1]);
  });
});

describe('leadingBlocks', () => {
  it('takes the live blocks an editor put first and leaves the rest in order', () => {
    const { lead, rest } = leadingBlocks([{ type: 'live' }, { type: 'text' }, { type: 'live' }], ['live']);
    expect(lead.map((b) => b.type)).toEqual(['live']);
    expect(rest.map((b) => b.type)).toEqual(['text', 'live']);
  });

  it('takes nothing when the page opens with another block', () => {
    expect(leadingBlocks([{ type: 'text' }, { type: 'live' }], ['live']).lead).toEqual([]);
  });
});

describe('partnerSizesShown', () => {
  it('is every size for a partners block without one, the sizes asked for otherwise, none without a block', () => {
    expect(partnerSizesShown([{ type: 'text' }, { type: 'partners' }])).toBe('all');
    expect(partnerSizesShown([{ type: 'partners', size: 'lg' }, { type: 'partners', size: 'sm' }])).toEqual(['lg', 'sm']);
    expect(partnerSizesShown([{ type: 'text' }])).toEqual([]);
    expect(partnerSizesShown(undefined)).toEqual([]);
  });
});

describe('heroRepeatsTitle', () => {
  it('is true when the hero says the title again, whatever the case or spacing', () => {
    expect(heroRepeatsTitle('Prague Handball Cup', 'Prague  handball Cup 2026')).toBe(true);
  });

  it('is false for a hero saying something else, or without a hero or title', () => {
    expect(heroRepeatsTitle('Informace o turnaji', 'Informace')).toBe(false);
    expect(heroRepeatsTitle('Informace o turnaji', null)).toBe(false);
    expect(heroRepeatsTitle(null, 'Informace')).toBe(false);
  });
});
