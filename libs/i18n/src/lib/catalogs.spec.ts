import { setupI18n } from '@lingui/core';
import type { Messages } from '@lingui/core';
import { createCatalogState, defineCatalog, requireCatalog, routeModulesWithCatalog, switchCatalogs, type Catalog } from './catalogs';

/** A catalog whose downloads are counted and, when `gate` is given, held until it resolves. */
function fakeCatalog(cs: Messages, en: Messages, gate?: Promise<void>) {
  const calls = { cs: 0, en: 0 };
  const catalog = defineCatalog({
    cs: async () => {
      calls.cs++;
      await gate;
      return { messages: cs };
    },
    en: async () => {
      calls.en++;
      await gate;
      return { messages: en };
    },
  });
  return { catalog, calls };
}

function setup() {
  const i18n = setupI18n({ locale: 'cs', messages: { cs: { core: 'Jádro' }, en: {} } });
  return { i18n, state: createCatalogState(i18n) };
}

describe('feature catalogs', () => {
  it('loads a required catalog in Czech once, however many screens ask', async () => {
    const { i18n, state } = setup();
    const { catalog, calls } = fakeCatalog({ hello: 'Ahoj' }, { hello: 'Hello' });
    await Promise.all([requireCatalog(state, catalog), requireCatalog(state, catalog)]);
    await requireCatalog(state, catalog);
    expect(i18n._('hello')).toBe('Ahoj');
    expect(i18n._('core')).toBe('Jádro');
    expect(calls).toEqual({ cs: 1, en: 0 });
  });

  it('gives an English visitor the English catalog only, no Czech underneath', async () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
    const state = createCatalogState(i18n, 'en');
    const { catalog, calls } = fakeCatalog({ hello: 'Ahoj' }, { hello: 'Hello' });
    await requireCatalog(state, catalog);
    expect(i18n._('hello')).toBe('Hello');
    expect(calls).toEqual({ cs: 0, en: 1 });
  });

  it('loads every catalog used so far before a language switch activates', async () => {
    const { i18n, state } = setup();
    const results = fakeCatalog({ a: 'Výsledky' }, { a: 'Results' });
    const cms = fakeCatalog({ b: 'Obsah' }, { b: 'Content' });
    await requireCatalog(state, results.catalog);
    await requireCatalog(state, cms.catalog);
    await switchCatalogs(state, 'en');
    expect([i18n._('a'), i18n._('b')]).toEqual(['Results', 'Content']);
    await switchCatalogs(state, 'cs');
    expect([i18n._('a'), i18n._('b')]).toEqual(['Výsledky', 'Obsah']);
  });

  it('loads a catalog required during a switch in the new language before activating it', async () => {
    const { i18n, state } = setup();
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const core = fakeCatalog({}, { core: 'Core' }, gate);
    state.used.add(core.catalog);
    const switching = switchCatalogs(state, 'en');
    const feature = fakeCatalog({ c: 'Kategorie' }, { c: 'Category' });
    const required = requireCatalog(state, feature.catalog);
    expect(i18n.locale).toBe('cs');
    open();
    await Promise.all([switching, required]);
    expect(i18n.locale).toBe('en');
    expect([i18n._('core'), i18n._('c')]).toEqual(['Core', 'Category']);
  });

  it("activates the first language once the catalogs used so far are in, not waiting for a screen's catalog requested meanwhile", async () => {
    const { i18n, state } = setup();
    const core = fakeCatalog({}, { core: 'Core' });
    state.used.add(core.catalog);
    const switching = switchCatalogs(state, 'en', { usedSoFar: true });
    let open!: () => void;
    const feature = fakeCatalog({ c: 'Kategorie' }, { c: 'Category' }, new Promise<void>((resolve) => (open = resolve)));
    // The first screen's chunk asks for its catalog while the core one loads: it comes in English.
    const required = requireCatalog(state, feature.catalog);
    await switching;
    expect(i18n.locale).toBe('en');
    expect(i18n._('core')).toBe('Core');
    open();
    await required;
    expect(i18n._('c')).toBe('Category');
    expect(feature.calls).toEqual({ cs: 0, en: 1 });
  });

  it('tries a failed download again next time', async () => {
    const { i18n, state } = setup();
    let fail = true;
    const catalog: Catalog = defineCatalog({
      cs: async () => {
        if (fail) throw new Error('offline');
        return { messages: { x: 'Znovu' } };
      },
      en: async () => ({ messages: {} }),
    });
    await expect(requireCatalog(state, catalog)).rejects.toThrow('offline');
    fail = false;
    await requireCatalog(state, catalog);
    expect(i18n._('x')).toBe('Znovu');
  });

  it('gives a route module only after its catalog is loaded', async () => {
    const { i18n, state } = setup();
    const { catalog } = fakeCatalog({ title: 'Rozpis' }, { title: 'Schedule' });
    const Component = () => null;
    const modules = routeModulesWithCatalog((c) => requireCatalog(state, c), catalog, { vysledky: async () => ({ Component }) });
    const module = await modules.vysledky?.();
    expect(module?.Component).toBe(Component);
    expect(i18n._('title')).toBe('Rozpis');
  });
});
