import type { Club, Country, LoggedUser } from '@phc/api-contract';
import { href, type Locale } from '@phc/i18n';
import type { ProfileLink } from '@phc/auth';

const recorderRoles = ['ROLE_COMPETITION_REPORTER', 'ROLE_COMPETITION_SUPER_REPORTER', 'ROLE_SUPER_ADMIN'];

/** Whoever records matches by role (reporter, super reporter, super admin): they need no list call to get the link. */
export const recordsMatchesByRole = (user: Pick<LoggedUser, 'roles'> | null) => !!user?.roles.some((role) => recorderRoles.includes(role));

/**
 * "Zápasový protokol" (issue 12): the user's matches to record. Reporters, super reporters and the
 * super admin always; a team leader once the server lists a match of their team (`myMatches`).
 */
export function matchProtocolTarget(user: Pick<LoggedUser, 'roles'> | null, hasMatchesToRecord: boolean, locale: Locale): string | null {
  if (!user) return null;
  return recordsMatchesByRole(user) || hasMatchesToRecord ? href('zapasovy-protokol', {}, locale) : null;
}

export interface ProfileLinkTarget {
  link: ProfileLink;
  to: string;
  /** A page outside this app (administration) or a new tab (the order summary). */
  external?: boolean;
  newTab?: boolean;
}

/** Where each profile-box link leads, for the current club; links that need a club are left out without one. */
export function profileLinkTargets(links: readonly ProfileLink[], clubId: number | null, locale: Locale): ProfileLinkTarget[] {
  const out: ProfileLinkTarget[] = [];
  for (const link of links) {
    switch (link) {
      case 'administration':
        // The area is another app (a full page load), in the same language.
        out.push({ link, to: locale === 'en' ? '/admin/en/' : '/admin/', external: true });
        break;
      case 'registerClub':
        out.push({ link, to: href('registrace', {}, locale) });
        break;
      case 'registerReferee':
        out.push({ link, to: href('registrace-rozhodci', {}, locale) });
        break;
      case 'trainings':
        out.push({ link, to: href('clubzone-trainings', {}, locale) });
        break;
      default: {
        if (clubId === null) break;
        const targets: Record<typeof link, string> = {
          dashboard: href('dashboard', { clubId }, locale),
          orderSummary: href('souhrn-objednavky-clubId', { clubId }, locale),
          roster: href('soupiska', {}, locale),
          myRegistration: href('registrace-clubId', { clubId }, locale),
          rosterSuperReporter: href('soupiska-clubId', { clubId }, locale),
          teamRequests: href('zadosti-clubId-tym', { clubId }, locale),
          teamLeaders: href('team-leaders-clubId', { clubId }, locale),
          trainingJoinRequests: href('training-join-requests-clubId-received', { clubId }, locale),
        };
        // SPEC §2: the order summary (a printable page of the site) opens in a new tab, a full page load.
        out.push({ link, to: targets[link], ...(link === 'orderSummary' ? { external: true, newTab: true } : {}) });
      }
    }
  }
  return out;
}

/**
 * The club switcher's options: each club by its name and country, never by its internal id (issue 18
 * item 8). The country comes from the public club list; a club not listed yet (waiting for approval)
 * shows its name alone. Two clubs of one name in one country also get their city.
 */
export function clubSwitcherOptions(
  clubs: readonly { id: number; name: string }[],
  listed: readonly Pick<Club, 'id' | 'countryId' | 'city'>[],
  countries: readonly Country[],
  locale: Locale,
): { value: string; label: string }[] {
  const byId = new Map(listed.map((club) => [club.id, club]));
  const countryName = (id: number | undefined) => {
    const country = countries.find((c) => c.id === id);
    return country ? (country.translations.find((tr) => tr.locale === locale)?.name ?? country.translations[0]?.name ?? country.countryCode) : null;
  };
  const labelled = clubs.map((club) => ({ club, country: countryName(byId.get(club.id)?.countryId) }));
  const key = (name: string, country: string | null) => `${name}\u0000${country ?? ''}`;
  const counts = new Map<string, number>();
  for (const { club, country } of labelled) counts.set(key(club.name, country), (counts.get(key(club.name, country)) ?? 0) + 1);
  return labelled.map(({ club, country }) => {
    const city = (counts.get(key(club.name, country)) ?? 0) > 1 ? byId.get(club.id)?.city : null;
    const where = [city, country].filter(Boolean).join(', ');
    return { value: String(club.id), label: where ? `${club.name} (${where})` : club.name };
  });
}
