import type * as PageBodyModule from './page-body';

let loaded: typeof PageBodyModule | undefined;

/** Downloads the page body's chunk (blocks, hero, rich text); the content routes' loader awaits it. */
export function loadPageBody(): Promise<typeof PageBodyModule> {
  return import('./page-body').then((module) => (loaded = module));
}

/** The page body once downloaded, so a page the loader prepared renders without a suspended frame. */
export function loadedPageBody(): typeof PageBodyModule.PageBody | undefined {
  return loaded?.PageBody;
}
