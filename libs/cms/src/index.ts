import type { RouteModules, ShellSlots } from '@phc/i18n';
import { AdminTools } from './lib/slots/admin-tools';
import { ContentCopyright, ContentFooter } from './lib/slots/content-footer';
import { PartnersSlot } from './lib/slots/partners-slot';
import { RouteObserver } from './lib/slots/route-observer';
import { useContentMainMenu } from './lib/slots/use-main-menu';

/**
 * The screens of this feature for the shell's router, keyed by route name (libs/i18n routes.ts).
 * Each value is a dynamic import, so every page stays its own chunk.
 */
export const cmsRouteModules: RouteModules = {
  index: () => import('./lib/routes/home-page'),
  stranka: () => import('./lib/routes/content-page'),
  podminky: () => import('./lib/routes/terms-page'),
  'podminky-vyjimek': () => import('./lib/routes/exception-terms-page'),
};

/**
 * Menu, partners, footer, admin tools and analytics for the layouts. All on every first load, so
 * they stay small: one site-content query, and the editor (Lexical) only behind a lazy import.
 */
export const cmsSlots: ShellSlots = {
  partners: PartnersSlot,
  adminTools: AdminTools,
  footer: ContentFooter,
  copyright: ContentCopyright,
  routeObserver: RouteObserver,
  useMainMenu: useContentMainMenu,
};
