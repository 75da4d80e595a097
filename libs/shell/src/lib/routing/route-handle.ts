import type { Locale, RouteName } from '@phc/i18n';

/** What the shell puts on each route's `handle` (read through `useMatches()`). */
export interface ShellRouteHandle {
  routeName?: RouteName;
  locale: Locale;
  /** Club-zone screens; the club zone's own guard sends an anonymous visitor to log in. */
  requiresLogin?: boolean;
}
