import type { ComponentType } from 'react';
import { i18n } from '@lingui/core';
import {
  componentWithCatalog,
  createCatalogState,
  defineCatalog,
  requireCatalog,
  routeModulesWithCatalog,
  switchCatalogs,
  type Catalog,
  type Catalogs,
} from './catalogs';
import type { Locale } from './locale';
import type { RouteModules } from './route-modules';

/**
 * The core catalog (shell, ui, layout slots) loads before the first render in the page's language
 * (createTournamentApp awaits activateLocale), as a small chunk of its own: a visitor downloads one
 * language only. Feature catalogs come with their screens (`withCatalog`).
 */
const coreCatalog = defineCatalog({
  cs: () => import('../locales/cs/messages'),
  en: () => import('../locales/en/messages'),
});

const state = createCatalogState(i18n);
state.used.add(coreCatalog);

/**
 * Switches the language: every catalog used so far is loaded in it first. `firstRender`: the app's
 * first activation, which waits for the core catalog only (see switchCatalogs `usedSoFar`).
 */
export async function activateLocale(locale: Locale, { firstRender = false }: { firstRender?: boolean } = {}): Promise<void> {
  await switchCatalogs(state, locale, { usedSoFar: firstRender });
  // Screen readers and hyphenation follow <html lang>.
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/** Loads a feature catalog in the current language (and keeps it loaded across language switches). */
export function loadCatalog(catalog: Catalog): Promise<void> {
  return requireCatalog(state, catalog);
}

/** A feature's screens, each loading the feature's catalog in parallel with its chunk. */
export function withCatalog(catalogs: Catalogs, modules: RouteModules): RouteModules {
  return routeModulesWithCatalog(loadCatalog, catalogs, modules);
}

/** A `React.lazy` factory for a lazily loaded part that renders a feature's messages. */
export function lazyWithCatalog<P>(catalogs: Catalogs, load: () => Promise<ComponentType<P>>) {
  return componentWithCatalog(loadCatalog, catalogs, load);
}

export { defineCatalog, type Catalog, type CatalogModule, type Catalogs } from './catalogs';
export { i18n };
