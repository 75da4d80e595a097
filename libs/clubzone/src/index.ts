import { validationCatalog, withCatalog, type RouteModules, type ShellSlots } from '@phc/i18n';
import { clubzoneCatalog } from './lib/catalog';
import { UserBar } from './lib/user-bar/user-bar';

/**
 * The screens of this feature for the shell's router, keyed by route name (libs/i18n routes.ts).
 * Each value must be a dynamic import, e.g. `'vysledky': () => import('./lib/routes/results-page')`,
 * so every page stays its own chunk; a route not listed here shows the shell's "coming soon" page.
 */
export const clubzoneRouteModules: RouteModules = withCatalog([clubzoneCatalog, validationCatalog], {
  dashboard: () => import('./lib/dashboard/dashboard-page'),
  'nastaveni-hesla': () => import('./lib/password-reset/password-reset-page'),
  profil: () => import('./lib/profile/profile-page'),
  registrace: () => import('./lib/registration/registration-page'),
  'registrace-clubId': () => import('./lib/registration/registration-edit-page'),
  'uspesna-registrace': () => import('./lib/registration/registration-success-page'),
  'registrace-rozhodci': () => import('./lib/referee-registration/referee-registration-page'),
  'clubzone-trainings': () => import('./lib/trainings/trainings-page'),
  'team-leaders-clubId': () => import('./lib/team-leaders/team-leaders-page'),
  'souhrn-objednavky-clubId': () => import('./lib/order-summary/order-summary-page'),
  pozvanka: () => import('./lib/team-leaders/invitation-page'),
  'training-join-requests-clubId-created': () => import('./lib/join-requests/created-page'),
  'training-join-requests-clubId-received': () => import('./lib/join-requests/received-page'),
  soupiska: () => import('./lib/roster/roster-page'),
  'soupiska-clubId': () => import('./lib/roster/roster-page'),
  'zadosti-tym': () => import('./lib/requests/requests-page'),
  'zadosti-clubId-tym': () => import('./lib/requests/requests-page'),
});

/** The slide-in user bar (login, reset, profile box) for every layout's header; kept lazy inside. */
export const clubzoneSlots: ShellSlots = { userBar: UserBar };
