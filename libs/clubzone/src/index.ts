import type { RouteModules, ShellSlots } from '@phc/i18n';

/**
 * The screens of this feature for the shell's router, keyed by route name (libs/i18n routes.ts).
 * Each value must be a dynamic import, e.g. `'vysledky': () => import('./lib/routes/results-page')`,
 * so every page stays its own chunk; a route not listed here shows the shell's "coming soon" page.
 */
export const clubzoneRouteModules: RouteModules = {};

/** The slide-in user bar (login, reset, profile box) for every layout's header; kept lazy inside. */
export const clubzoneSlots: ShellSlots = {};
