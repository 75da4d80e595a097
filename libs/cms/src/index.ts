import { withCatalog, type RouteModules, type ShellSlots } from '@phc/i18n';
import { cmsCatalog } from './lib/catalog';
import { AdminToolsSlot } from './lib/slots/admin-tools-slot';
import { ContentFooterWhenContent, PartnersSlotWhenContent } from './lib/slots/below-the-fold';
import { ContentCopyright } from './lib/slots/content-copyright';
import { RouteObserver } from './lib/slots/route-observer';
import { useContentMainMenu } from './lib/slots/use-main-menu';

/**
 * The screens of this feature for the shell's router, keyed by route name (libs/i18n routes.ts).
 * Each value is a dynamic import, so every page stays its own chunk.
 */
export const cmsRouteModules: RouteModules = withCatalog(cmsCatalog, {
  index: () => import('./lib/routes/home-page'),
  stranka: () => import('./lib/routes/content-page'),
  podminky: () => import('./lib/routes/terms-page'),
  'podminky-vyjimek': () => import('./lib/routes/exception-terms-page'),
});

/**
 * Menu, partners, footer, admin tools and analytics for the layouts. All on every first load, so
 * they stay small: one site-content query; the partner strip and footer content load once there is
 * content, the admin bar once someone is logged in, and the editor (Lexical) when opened.
 */
export const cmsSlots: ShellSlots = {
  partners: PartnersSlotWhenContent,
  adminTools: AdminToolsSlot,
  footer: ContentFooterWhenContent,
  copyright: ContentCopyright,
  routeObserver: RouteObserver,
  useMainMenu: useContentMainMenu,
};
export { cmsFirstData } from './lib/routes/first-data';
