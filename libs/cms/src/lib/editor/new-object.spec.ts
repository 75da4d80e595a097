import { checkNewObject, emptyNewObject, newObjectInput, slugify } from './new-object';

const titled = { ...emptyNewObject, titleCs: 'Podmínky výjimek', titleEn: 'Exception conditions' };

describe('new content objects', () => {
  it('makes an address from a Czech title', () => {
    expect(slugify('  Podmínky výjimek 2026! ')).toBe('podminky-vyjimek-2026');
  });

  it('creates an empty page with both addresses', () => {
    const check = checkNewObject('page', { ...titled, slugCs: 'podminky-vyjimek', slugEn: 'exception-conditions' });
    expect(check).toEqual({ ok: true, input: { type: 'page', data: { slug: { cs: 'podminky-vyjimek', en: 'exception-conditions' }, title: { cs: 'Podmínky výjimek', en: 'Exception conditions' }, hero: null, blocks: [] } } });
  });

  it('refuses a page without titles or with a malformed address, on the field concerned', () => {
    expect(checkNewObject('page', { ...emptyNewObject, slugCs: 'Špatně', slugEn: '' })).toEqual({ ok: false, errors: { titleCs: 'required', titleEn: 'required', slugCs: 'invalid', slugEn: 'required' } });
  });

  it('creates a menu in a position, with no items yet', () => {
    expect(checkNewObject('menu', titled)).toEqual({ ok: false, errors: { position: 'required' } });
    const check = checkNewObject('menu', { ...titled, position: 'footer' });
    expect(check.ok && check.input).toMatchObject({ type: 'menu', slug: null, data: { position: 'footer', menuItems: [] } });
  });

  it('creates a partner group with a size and a whole-number order', () => {
    expect(checkNewObject('partner_group', { ...titled, order: '1.5' })).toEqual({ ok: false, errors: { order: 'integer' } });
    const check = checkNewObject('partner_group', { ...titled, size: 'lg', order: '4' });
    expect(check.ok && check.input).toMatchObject({ type: 'partner_group', data: { size: 'lg', order: 4, items: [] } });
  });

  it('creates a custom block in a named position, without a button', () => {
    expect(checkNewObject('custom_block', titled)).toEqual({ ok: false, errors: { position: 'required' } });
    expect(newObjectInput('custom_block', { ...titled, position: ' sidebar ' })).toMatchObject({ data: { position: 'sidebar', buttonLabel: null, buttonLink: null, images: [] } });
  });
});
