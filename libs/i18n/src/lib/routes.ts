import type { Locale } from './locale';
import { localeFromPath, localizePath, stripLocale } from './locale';

export type LayoutName = 'default' | 'cms' | 'empty' | 'micro' | 'simple';
export type RouteOwner = 'shell' | 'results' | 'clubzone' | 'match-protocol' | 'cms' | 'map' | 'participants';

export interface RouteDefinition {
  /** The spec's route name where it gives one (SPEC §2); English routes add `--en`. */
  name: string;
  /** react-router pattern of the Czech (unprefixed) path. */
  cs: string;
  /** react-router pattern of the English path, `/en` + the Czech one but for two exceptions. */
  en: string;
  layout: LayoutName;
  owner: RouteOwner;
  /** Club-zone screens: an anonymous visitor is sent to log in. */
  requiresLogin: boolean;
}

function route(name: string, cs: string, layout: LayoutName, owner: RouteOwner, options: { en?: string; requiresLogin?: boolean } = {}): RouteDefinition {
  return { name, cs, en: options.en ?? (cs === '/' ? '/en' : `/en${cs}`), layout, owner, requiresLogin: options.requiresLogin ?? false };
}

const login = { requiresLogin: true };

/** Every screen of SPEC §2, plus the map screen. Order matters only for readability: matching is by specificity. */
export const routeTable = [
  route('index', '/', 'cms', 'cms'),
  route('vysledky', '/vysledky', 'default', 'results'),
  route('vysledky-podle-dni', '/vysledky/podle-dni', 'default', 'results'),
  route('vysledky-podle-hal', '/vysledky/podle-hal', 'default', 'results'),
  route('vysledky-kategorie', '/vysledky/kategorie/:categoryId?', 'default', 'results'),
  route('vysledky-playoff', '/vysledky/kategorie/:categoryId/playoff/:playOffId?', 'default', 'results'),
  route('vysledky-statistiky', '/vysledky/kategorie/:categoryId/statistiky/:sortedBy?', 'default', 'results'),
  route('vysledky-skupina', '/vysledky/skupina/:groupId?', 'default', 'results'),
  route('vysledky-tym', '/vysledky/tym/:teamId?', 'default', 'results'),
  route('vysledky-zapas', '/vysledky/zapas/:matchId?', 'default', 'results'),
  route('vysledky-zapas-soupiska', '/vysledky/zapas/:matchId/soupiska', 'default', 'results'),
  route('brackets', '/brackets/:teamCategory?/:playoffCategory?', 'default', 'results'),
  // Issue 29 item 3: A4 schedules to print for a team, a hall and a day; no site frame around the paper.
  route('tisk-tym', '/tisk/tym/:teamId', 'empty', 'results'),
  route('tisk-hala', '/tisk/hala/:placeId', 'empty', 'results'),
  route('tisk-den', '/tisk/den/:day', 'empty', 'results'),
  route('ucastnici', '/ucastnici', 'default', 'participants'),
  route('ucastnici-rozhodci', '/ucastnici/rozhodci', 'default', 'participants', { en: '/en/ucastnicirozhodci' }),
  // Not in SPEC §2: the public list of exception requests (SPEC §3), placed with the participants (issue 24).
  route('ucastnici-vyjimky', '/ucastnici/vyjimky', 'default', 'participants'),
  route('mapa', '/mapa', 'simple', 'map'),
  route('podminky', '/podminky', 'cms', 'cms', { en: '/en/terms' }),
  route('podminky-vyjimek', '/podminky-vyjimek', 'cms', 'cms'),
  route('dashboard', '/dashboard/:clubId?', 'simple', 'clubzone', login),
  route('nastaveni-hesla', '/nastaveni-hesla/:token?', 'simple', 'clubzone'),
  // Issue 14: a team leader accepts the club's e-mailed invitation here (logging in or creating an account).
  route('pozvanka', '/pozvanka/:token', 'simple', 'clubzone'),
  route('profil', '/profil', 'simple', 'clubzone', login),
  route('registrace', '/registrace', 'simple', 'clubzone'),
  route('registrace-clubId', '/registrace/:clubId', 'simple', 'clubzone', login),
  route('registrace-rozhodci', '/registrace-rozhodci', 'simple', 'clubzone'),
  route('uspesna-registrace', '/uspesna-registrace', 'simple', 'clubzone'),
  route('soupiska', '/soupiska', 'simple', 'clubzone', login),
  route('soupiska-clubId', '/soupiska/:clubId', 'simple', 'clubzone', login),
  route('clubzone-trainings', '/clubzone/trainings', 'simple', 'clubzone', login),
  route('zadosti-tym', '/zadosti/tym', 'simple', 'clubzone', login),
  route('zadosti-clubId-tym', '/zadosti/:clubId/tym', 'simple', 'clubzone', login),
  route('team-leaders-clubId', '/team-leaders/:clubId?', 'simple', 'clubzone', login),
  // Issue 18 item 8: the printable order summary (SPEC §2 "opens in a new tab"), the current club without an id.
  route('souhrn-objednavky-clubId', '/souhrn-objednavky/:clubId?', 'simple', 'clubzone', login),
  route('training-join-requests-clubId-created', '/training-join-requests/:clubId/created', 'simple', 'clubzone', login),
  route('training-join-requests-clubId-received', '/training-join-requests/:clubId/received', 'simple', 'clubzone', login),
  route('zapasova-soupiska', '/zapasova-soupiska/:matchId?', 'micro', 'match-protocol', login),
  route('zapasovy-protokol', '/zapasovy-protokol/:matchId?', 'micro', 'match-protocol', login),
  route('zapis-o-utkani', '/zapis-o-utkani/:matchId', 'empty', 'match-protocol'),
  // Generic content pages last: a single unknown segment is a content slug (SPEC §2 `/{slug}`).
  route('stranka', '/:slug', 'cms', 'cms'),
] as const satisfies readonly RouteDefinition[];

export type RouteName = (typeof routeTable)[number]['name'];

export function getRoute(name: RouteName): RouteDefinition {
  const found = routeTable.find((r) => r.name === name);
  if (!found) throw new Error(`Unknown route ${name}`);
  return found;
}

/** The English route name (SPEC §2: English routes carry the suffix `--en`). */
export function localizedRouteName(name: RouteName, locale: Locale): string {
  return locale === 'en' ? `${name}--en` : name;
}

export type RouteParams = Record<string, string | number | undefined | null>;

/** A concrete path for a route: `href('vysledky-zapas', { matchId: 12 }, 'en')` → `/en/vysledky/zapas/12`. */
export function href(name: RouteName, params: RouteParams = {}, locale: Locale = 'cs'): string {
  const pattern = getRoute(name)[locale];
  const path = pattern
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const optional = segment.endsWith('?');
      const key = segment.slice(1, optional ? -1 : undefined);
      const value = params[key];
      if (value === undefined || value === null || value === '') {
        if (optional) return null;
        throw new Error(`Route ${name} needs the parameter ${key}`);
      }
      return encodeURIComponent(String(value));
    })
    .filter((segment) => segment !== null)
    .join('/');
  return path || '/';
}

export interface RouteMatch {
  route: RouteDefinition;
  params: Record<string, string>;
  locale: Locale;
}

function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const patternSegments = pattern.split('/').filter(Boolean);
  const pathSegments = pathname.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  let i = 0;
  for (const segment of patternSegments) {
    const value = pathSegments[i];
    if (segment.startsWith(':')) {
      const optional = segment.endsWith('?');
      if (value === undefined) {
        if (optional) continue;
        return null;
      }
      params[segment.slice(1, optional ? -1 : undefined)] = decodeURIComponent(value);
      i++;
    } else {
      if (value !== segment) return null;
      i++;
    }
  }
  return i === pathSegments.length ? params : null;
}

/** Static segments beat parameters, so `/ucastnici` wins over the content slug `/:slug`. */
function specificity(pattern: string): number {
  return pattern.split('/').filter(Boolean).reduce((score, segment) => score * 3 + (segment.startsWith(':') ? 1 : 2), 1);
}

const bySpecificity = (locale: Locale) => [...routeTable].sort((a, b) => specificity(b[locale]) - specificity(a[locale]));
const ordered = { cs: bySpecificity('cs'), en: bySpecificity('en') };

/** Which route a pathname is, with its parameters and locale; null for the not-found page. */
export function matchRoute(pathname: string): RouteMatch | null {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const locale = localeFromPath(clean);
  for (const route of ordered[locale]) {
    const params = matchPattern(route[locale], clean);
    if (params) return { route, params, locale };
  }
  return null;
}

/** The same page in the other language: the language switcher keeps the page (and its params). */
export function switchLocalePath(pathname: string, target: Locale): string {
  const match = matchRoute(pathname);
  if (!match) return target === 'en' ? '/en' : '/';
  return href(match.route.name as RouteName, match.params, target);
}

/**
 * A Czech-form link (`/podminky?x=1#a`) for the locale: a known screen maps to its own path in that
 * locale (so `/podminky` becomes `/en/terms`), anything else just gets the `/en` prefix.
 */
export function localizeHref(to: string, locale: Locale): string {
  const [, pathname = '/', rest = ''] = /^([^?#]*)(.*)$/.exec(to) ?? [];
  const match = matchRoute(pathname || '/');
  if (match) return href(match.route.name as RouteName, match.params, locale) + rest;
  return localizePath(stripLocale(pathname || '/'), locale) + rest;
}
