import type { I18n, Messages } from '@lingui/core';
import type { ComponentType } from 'react';
import { defaultLocale, type Locale } from './locale';
import type { RouteModules } from './route-modules';

/** A compiled catalog module (`lingui compile --typescript` writes `export const messages`). */
export type CatalogModule = { messages: Messages };

/**
 * One translation catalog (lingui.config.ts): the core one, or a feature lib's. Each locale is a
 * dynamic import, so a feature's messages travel with its screens instead of with every first load.
 */
export interface Catalog {
  readonly load: Readonly<Record<Locale, () => Promise<CatalogModule>>>;
}

export function defineCatalog(load: Record<Locale, () => Promise<CatalogModule>>): Catalog {
  return { load };
}

/**
 * What the app has loaded so far. `used`: catalogs that some rendered part needed, so a language
 * switch loads them in the new language too. `target`: the locale being activated, so a catalog
 * requested meanwhile (the page's chunk loads in parallel with the language) loads in that locale.
 */
export interface CatalogState {
  i18n: I18n;
  target: Locale;
  used: Set<Catalog>;
  loaded: Map<Catalog, Partial<Record<Locale, Promise<void>>>>;
}

export function createCatalogState(i18n: I18n, target: Locale = defaultLocale): CatalogState {
  return { i18n, target, used: new Set(), loaded: new Map() };
}

/**
 * The catalog's messages for `locale`. `lingui compile` fills a message missing in a language from
 * the fallback (Czech, lingui.config.ts `fallbackLocales`), and `npm test` compiles with --strict, so
 * an English catalog is whole on its own: an English visitor downloads no Czech.
 */
export async function catalogMessages(catalog: Catalog, locale: Locale): Promise<Messages> {
  return (await catalog.load[locale]()).messages;
}

/** Loads the catalog into Lingui for `locale`, once; a failed download is tried again next time. */
export function loadCatalogInto(state: CatalogState, catalog: Catalog, locale: Locale): Promise<void> {
  const byLocale = state.loaded.get(catalog) ?? {};
  state.loaded.set(catalog, byLocale);
  const pending = byLocale[locale];
  if (pending) return pending;
  const loading = catalogMessages(catalog, locale).then(
    (messages) => state.i18n.load(locale, messages),
    (error: unknown) => {
      delete byLocale[locale];
      throw error;
    },
  );
  byLocale[locale] = loading;
  return loading;
}

/** Loads a catalog that a screen or lazy part needs, in the language being shown (or activated). */
export function requireCatalog(state: CatalogState, catalog: Catalog): Promise<void> {
  state.used.add(catalog);
  return loadCatalogInto(state, catalog, state.target);
}

/**
 * Loads every catalog used so far in `locale`, then activates it. Catalogs required while this
 * waits are loaded too before the switch, so no screen renders with ids in place of messages.
 * `usedSoFar`: only the catalogs used when the switch starts. The first activation needs no more:
 * nothing is on screen yet, and a screen's chunk waits for its own catalog (routeModulesWithCatalog),
 * so the layout can paint while the first screen's chunk and catalog are still downloading.
 */
export async function switchCatalogs(state: CatalogState, locale: Locale, { usedSoFar = false }: { usedSoFar?: boolean } = {}): Promise<void> {
  state.target = locale;
  const done = new Set<Catalog>();
  for (;;) {
    const pending = [...state.used].filter((catalog) => !done.has(catalog));
    if (pending.length === 0) break;
    pending.forEach((catalog) => done.add(catalog));
    await Promise.all(pending.map((catalog) => loadCatalogInto(state, catalog, locale)));
    if (usedSoFar) break;
  }
  // A later switch (a quick double click) wins.
  if (state.target === locale && state.i18n.locale !== locale) state.i18n.activate(locale);
}

/** One catalog, or several a part needs (its feature's and e.g. the validation texts of its forms). */
export type Catalogs = Catalog | readonly Catalog[];

const requireAll = (require: (catalog: Catalog) => Promise<void>, catalogs: Catalogs) =>
  Promise.all((Array.isArray(catalogs) ? catalogs : [catalogs as Catalog]).map(require));

/** Wraps a feature's screens so each route chunk and the feature's catalogs download in parallel. */
export function routeModulesWithCatalog(require: (catalog: Catalog) => Promise<void>, catalogs: Catalogs, modules: RouteModules): RouteModules {
  return Object.fromEntries(
    Object.entries(modules).flatMap(([name, load]) => (load ? [[name, async () => (await Promise.all([load(), requireAll(require, catalogs)]))[0]]] : [])),
  ) as RouteModules;
}

/** For `React.lazy` parts of the layout slots (user bar panel, editor): the component and its catalogs. */
export function componentWithCatalog<P>(require: (catalog: Catalog) => Promise<void>, catalogs: Catalogs, load: () => Promise<ComponentType<P>>) {
  return async (): Promise<{ default: ComponentType<P> }> => ({ default: (await Promise.all([load(), requireAll(require, catalogs)]))[0] });
}
