import { expect, type Page } from '@playwright/test';

/** Every path of SPEC §2 with sample parameters, in Czech; English is `/en` + the same path except two. */
export const specPaths = [
  '/',
  '/dashboard',
  '/dashboard/1',
  '/nastaveni-hesla',
  '/nastaveni-hesla/sample-token',
  '/podminky',
  '/profil',
  '/registrace',
  '/registrace/1',
  '/registrace-rozhodci',
  '/soupiska',
  '/soupiska/1',
  '/ucastnici',
  '/ucastnici/rozhodci',
  '/uspesna-registrace',
  '/vysledky',
  '/vysledky/podle-dni',
  '/vysledky/podle-hal',
  '/vysledky/kategorie/1',
  '/vysledky/skupina/1',
  '/vysledky/tym/1',
  '/vysledky/zapas/1',
  '/vysledky/zapas/1/soupiska',
  '/vysledky/kategorie/1/playoff/1',
  '/vysledky/kategorie/1/statistiky/goals',
  '/clubzone/trainings',
  '/zadosti/tym',
  '/zadosti/1/tym',
  '/team-leaders/1',
  '/zapasova-soupiska/1',
  '/training-join-requests/1/created',
  '/training-join-requests/1/received',
  '/brackets/A/1',
  '/podminky-vyjimek',
  '/zapasovy-protokol',
  '/zapasovy-protokol/1',
  '/zapis-o-utkani/1',
  '/pozvanka/sample-token',
  '/souhrn-objednavky/1',
] as const;

export type SpecPath = (typeof specPaths)[number];

const loginWall = { cs: 'Pro tuto stránku se přihlaste', en: 'Please log in to see this page' };

/**
 * The level-1 heading each screen shows with the demo data, for an anonymous visitor and for the demo
 * club administrator (`club@demo.test`, current club HBC Kladno, also HC Praha with id 1): the page's
 * own title, so the coming-soon page (which shows the route's title too), an error page or a blank
 * page fails. A string is the same in both languages.
 */
export const ownHeadings: Record<SpecPath, { anonymous: Heading; club: Heading }> = {
  // The hero's title is the home page's h1 (issue 24), the demo's year with it.
  '/': { anonymous: 'Prague Handball Cup 2026', club: 'Prague Handball Cup 2026' },
  '/dashboard': { anonymous: loginWall, club: 'HBC Kladno' },
  '/dashboard/1': { anonymous: loginWall, club: 'HC Praha' },
  '/nastaveni-hesla': { anonymous: { cs: 'Zapomenuté heslo', en: 'Forgotten password' }, club: { cs: 'Zapomenuté heslo', en: 'Forgotten password' } },
  '/nastaveni-hesla/sample-token': { anonymous: { cs: 'Nové heslo', en: 'New password' }, club: { cs: 'Nové heslo', en: 'New password' } },
  '/podminky': { anonymous: { cs: 'Podmínky a ochrana osobních údajů', en: 'Terms and privacy' }, club: { cs: 'Podmínky a ochrana osobních údajů', en: 'Terms and privacy' } },
  '/profil': { anonymous: loginWall, club: { cs: 'Profil', en: 'Profile' } },
  '/registrace': { anonymous: { cs: 'Registrace klubu', en: 'Club registration' }, club: { cs: 'Registrace klubu', en: 'Club registration' } },
  '/registrace/1': { anonymous: loginWall, club: { cs: 'Úprava registrace', en: 'Edit registration' } },
  '/registrace-rozhodci': { anonymous: { cs: 'Registrace rozhodčího', en: 'Referee registration' }, club: { cs: 'Registrace rozhodčího', en: 'Referee registration' } },
  '/soupiska': { anonymous: loginWall, club: { cs: 'Soupiska – HC Praha', en: 'Roster – HC Praha' } },
  '/soupiska/1': { anonymous: loginWall, club: { cs: 'Soupiska – HC Praha', en: 'Roster – HC Praha' } },
  '/ucastnici': { anonymous: { cs: 'Účastníci', en: 'Participants' }, club: { cs: 'Účastníci', en: 'Participants' } },
  '/ucastnici/rozhodci': { anonymous: { cs: 'Rozhodčí', en: 'Referees' }, club: { cs: 'Rozhodčí', en: 'Referees' } },
  '/uspesna-registrace': { anonymous: { cs: 'Klub byl zaregistrován', en: 'Club registered' }, club: { cs: 'Klub byl zaregistrován', en: 'Club registered' } },
  '/vysledky': { anonymous: { cs: 'Výsledky a rozpis', en: 'Results and schedule' }, club: { cs: 'Výsledky a rozpis', en: 'Results and schedule' } },
  '/vysledky/podle-dni': { anonymous: { cs: 'Rozpis podle dní', en: 'Schedule by day' }, club: { cs: 'Rozpis podle dní', en: 'Schedule by day' } },
  '/vysledky/podle-hal': { anonymous: { cs: 'Rozpis podle hal', en: 'Schedule by hall' }, club: { cs: 'Rozpis podle hal', en: 'Schedule by hall' } },
  '/vysledky/kategorie/1': { anonymous: { cs: 'A chlapci', en: 'A boys' }, club: { cs: 'A chlapci', en: 'A boys' } },
  '/vysledky/skupina/1': { anonymous: { cs: 'Skupina AM – A', en: 'Group AM – A' }, club: { cs: 'Skupina AM – A', en: 'Group AM – A' } },
  '/vysledky/tym/1': { anonymous: 'HC Praha A I', club: 'HC Praha A I' },
  '/vysledky/zapas/1': { anonymous: 'TuS Berlin A I – HBC Jičín A I', club: 'TuS Berlin A I – HBC Jičín A I' },
  '/vysledky/zapas/1/soupiska': { anonymous: 'TuS Berlin A I – HBC Jičín A I', club: 'TuS Berlin A I – HBC Jičín A I' },
  '/vysledky/kategorie/1/playoff/1': { anonymous: { cs: 'Play-off A – A chlapci', en: 'Playoff A – A boys' }, club: { cs: 'Play-off A – A chlapci', en: 'Playoff A – A boys' } },
  '/vysledky/kategorie/1/statistiky/goals': { anonymous: { cs: 'Statistiky hráčů – A chlapci', en: 'Player statistics – A boys' }, club: { cs: 'Statistiky hráčů – A chlapci', en: 'Player statistics – A boys' } },
  '/clubzone/trainings': { anonymous: loginWall, club: { cs: 'Tréninky', en: 'Trainings' } },
  '/zadosti/tym': { anonymous: loginWall, club: { cs: 'Žádosti o výjimky – HC Praha', en: 'Exception requests – HC Praha' } },
  '/zadosti/1/tym': { anonymous: loginWall, club: { cs: 'Žádosti o výjimky – HC Praha', en: 'Exception requests – HC Praha' } },
  '/team-leaders/1': { anonymous: loginWall, club: { cs: 'Vedoucí týmů – HC Praha', en: 'Team leaders – HC Praha' } },
  '/zapasova-soupiska/1': { anonymous: loginWall, club: { cs: 'Soupiska zápasu', en: 'Match roster' } },
  '/training-join-requests/1/created': { anonymous: loginWall, club: { cs: 'Odeslané žádosti o přátelské utkání', en: 'Sent friendly-match requests' } },
  '/training-join-requests/1/received': { anonymous: loginWall, club: { cs: 'Přijaté žádosti o přátelské utkání', en: 'Received friendly-match requests' } },
  '/brackets/A/1': { anonymous: { cs: 'Pavouk A – play-off A', en: 'Bracket A – playoff A' }, club: { cs: 'Pavouk A – play-off A', en: 'Bracket A – playoff A' } },
  '/podminky-vyjimek': { anonymous: { cs: 'Podmínky výjimek', en: 'Exception conditions' }, club: { cs: 'Podmínky výjimek', en: 'Exception conditions' } },
  '/zapasovy-protokol': { anonymous: loginWall, club: { cs: 'Moje zápasy', en: 'My matches' } },
  '/zapasovy-protokol/1': { anonymous: loginWall, club: { cs: 'Zápasový protokol', en: 'Match protocol' } },
  '/zapis-o-utkani/1': {
    // The report stands alone (printed, linked): each team with its category's name (issue 24).
    anonymous: { cs: 'Zápis o utkání TuS Berlin A chlapci I – HBC Jičín A chlapci I', en: 'Match report TuS Berlin A boys I – HBC Jičín A boys I' },
    club: { cs: 'Zápis o utkání TuS Berlin A chlapci I – HBC Jičín A chlapci I', en: 'Match report TuS Berlin A boys I – HBC Jičín A boys I' },
  },
  '/pozvanka/sample-token': { anonymous: { cs: 'Pozvánka vedoucího týmu', en: 'Team leader invitation' }, club: { cs: 'Pozvánka vedoucího týmu', en: 'Team leader invitation' } },
  // Issue 18 item 8: HC Praha (id 1) is approved, so its order summary is there.
  '/souhrn-objednavky/1': { anonymous: loginWall, club: { cs: 'Souhrn objednávky', en: 'Order summary' } },
};

type Heading = string | { cs: string; en: string };
export const headingIn = (heading: Heading, locale: 'cs' | 'en') => (typeof heading === 'string' ? heading : heading[locale]);

const englishExceptions: Record<string, string> = {
  '/podminky': '/en/terms',
  '/ucastnici/rozhodci': '/en/ucastnicirozhodci',
};

export function englishPath(czechPath: string): string {
  return englishExceptions[czechPath] ?? (czechPath === '/' ? '/en' : `/en${czechPath}`);
}

export const layouts = ['default', 'cms', 'empty', 'micro', 'simple'] as const;

/**
 * The page rendered its own screen: a layout, its own level-1 heading (when given), and none of the
 * shell's stand-ins (coming soon, not found, error), which carry `data-page`.
 */
export async function expectRealPage(page: Page, locale: 'cs' | 'en', heading?: string): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  const layout = await page.locator('[data-layout]').first().getAttribute('data-layout');
  expect(layouts).toContain(layout);
  if (heading) await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  else await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[data-page="coming-soon"], [data-page="not-found"], [data-page="error"]')).toHaveCount(0);
}

/**
 * Scrolls to the footer: the partner strip and the footer's content load only when the visitor
 * comes near them (below-the-fold code is not part of a first load).
 */
export async function revealBelowTheFold(page: Page): Promise<void> {
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
}
