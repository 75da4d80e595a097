import type { APIRequestContext, Page } from '@playwright/test';
import type { LiveData, StaticData, Team } from '@phc/api-contract';

/**
 * Issue 18: what the phone-overflow walk visits on one site and how it measures a page. The walk's
 * pages come from the shell's route table (libs/i18n routes.ts) with real ids read from the site's
 * own API, chosen so the longest team name of the demo appears on its team, group, match and draw.
 */

type ContentPages = { data?: { pages?: { slug: { cs: string; en: string } }[] } };

export type WalkLocale = 'cs' | 'en';

/**
 * One page of the walk: its route's name (libs/i18n routes.ts) and Czech path; the English path is
 * derived by {@link localePath} unless given. `opensDialog`: the page opens a dialog over itself (the
 * club zone's login), measured with the page.
 */
export type WalkPage = { route: string; what: string; cs: string; en?: string; opensDialog?: boolean };

/** The name a visitor reads for a team: its own name or its club's. */
const teamName = (team: Team) => team.name ?? team.club.name;

/** The team with the longest name that plays in a group and has a finished match, so all its pages have content. */
function longestNamedTeam(data: StaticData, live: LiveData): Team {
  const playing = new Set(live.matches.filter((m) => m.state === 'finished').flatMap((m) => [m.homeTeamId, m.awayTeamId]));
  const candidates = data.teams.filter((t) => playing.has(t.id)).sort((a, b) => teamName(b).length - teamName(a).length);
  if (!candidates[0]) throw new Error('the demo has no team with a finished match');
  return candidates[0];
}

/** The site's pages a visitor can open without logging in, with the demo's ids (SPEC §2). */
export async function publicPages(request: APIRequestContext, site: string): Promise<{ pages: WalkPage[]; longestTeam: string }> {
  const [data, live, content] = await Promise.all([
    request.get(`${site}/api/v1/competition/static`).then((r) => r.json() as Promise<StaticData>),
    request.get(`${site}/api/v1/competition/live`).then((r) => r.json() as Promise<LiveData>),
    request.get(`${site}/graphql`, { params: { query: 'query { pages { slug } }' } }).then((r) => r.json() as Promise<ContentPages>),
  ]);
  const team = longestNamedTeam(data, live);
  const group = data.groups.find((g) => g.playoffCategory === null && g.teamIds.includes(team.id));
  const ofTeam = live.matches.filter((m) => m.homeTeamId === team.id || m.awayTeamId === team.id);
  const finished = ofTeam.find((m) => m.state === 'finished');
  const liveMatch = live.matches.find((m) => m.state === 'live');
  const hall = finished?.placeId ?? data.halls[0]?.id;
  const playoff = data.groups.find((g) => g.playoffCategory !== null && g.teamCategoryId === team.teamCategoryId);
  if (!group || !finished || !liveMatch || !hall || !playoff) throw new Error(`${site}: the demo lacks a group, finished or live match, hall or playoff for ${teamName(team)}`);
  const category = team.teamCategoryId;
  const contentPages = (content.data?.pages ?? [])
    .filter((p) => p.slug.cs !== 'home')
    .map((p): WalkPage => ({ route: 'stranka', what: `content page ${p.slug.cs}`, cs: `/${p.slug.cs}`, en: `/en/${p.slug.en}` }));
  const pages: WalkPage[] = [
    { route: 'index', what: 'home', cs: '/' },
    { route: 'vysledky', what: 'results', cs: '/vysledky' },
    { route: 'vysledky-podle-dni', what: 'draw by day', cs: `/vysledky/podle-dni?den=${finished.day}` },
    { route: 'vysledky-podle-dni', what: "draw by day, the longest name's team", cs: `/vysledky/podle-dni?tym=${team.id}` },
    { route: 'vysledky-podle-hal', what: 'draw by hall', cs: `/vysledky/podle-hal?hala=${hall}` },
    { route: 'vysledky-kategorie', what: 'category', cs: `/vysledky/kategorie/${category}` },
    { route: 'vysledky-skupina', what: "the longest name's group", cs: `/vysledky/skupina/${group.id}` },
    { route: 'vysledky-tym', what: "the longest name's team", cs: `/vysledky/tym/${team.id}` },
    { route: 'vysledky-zapas', what: "the longest name's finished match", cs: `/vysledky/zapas/${finished.id}` },
    { route: 'vysledky-zapas-soupiska', what: 'its match roster', cs: `/vysledky/zapas/${finished.id}/soupiska` },
    { route: 'zapis-o-utkani', what: 'its match report', cs: `/zapis-o-utkani/${finished.id}` },
    { route: 'vysledky-zapas', what: 'a live match', cs: `/vysledky/zapas/${liveMatch.id}` },
    { route: 'vysledky-playoff', what: 'playoff', cs: `/vysledky/kategorie/${category}/playoff/${playoff.playoffCategory}` },
    { route: 'brackets', what: 'bracket', cs: `/brackets/${team.teamCategory.code}/${playoff.playoffCategory}` },
    { route: 'vysledky-statistiky', what: 'statistics', cs: `/vysledky/kategorie/${category}/statistiky` },
    { route: 'ucastnici', what: 'participants', cs: '/ucastnici' },
    { route: 'ucastnici-rozhodci', what: 'referees', cs: '/ucastnici/rozhodci', en: '/en/ucastnicirozhodci' },
    { route: 'mapa', what: 'map', cs: '/mapa' },
    ...contentPages,
    { route: 'registrace', what: 'club registration', cs: '/registrace' },
    { route: 'registrace-rozhodci', what: 'referee registration', cs: '/registrace-rozhodci' },
    { route: 'uspesna-registrace', what: 'club registered', cs: '/uspesna-registrace' },
    { route: 'nastaveni-hesla', what: 'forgotten password', cs: '/nastaveni-hesla' },
    { route: 'nastaveni-hesla', what: 'new password', cs: '/nastaveni-hesla/sample-token' },
    { route: 'pozvanka', what: 'team leader invitation', cs: '/pozvanka/sample-token' },
    // Every other club-zone screen shows the same login wall to a visitor.
    { route: 'dashboard', what: 'club zone login', cs: '/dashboard', opensDialog: true },
  ];
  return { pages, longestTeam: teamName(team) };
}

export function localePath(page: WalkPage, locale: WalkLocale): string {
  if (locale === 'cs') return page.cs;
  return page.en ?? (page.cs === '/' ? '/en' : `/en${page.cs}`);
}

/** An element that sticks out of the phone's width, by where it is in the page and how wide it is. */
export type Overflow = { selector: string; text: string; left: number; right: number; width: number; reason: string };

/**
 * Runs in the page: the page's own scroll width, and every element whose box reaches past the right
 * edge of a `width`-wide phone without an ancestor that scrolls sideways itself (a table in its
 * `TableScroll`), a table with no such ancestor at all, or an element whose content is wider than
 * its box. Only the outermost offender of a subtree is named: its children stick out because it does.
 */
export function measureOverflow(width: number): { scrollWidth: number; innerWidth: number; offenders: Overflow[] } {
  const describe = (el: Element): string => {
    const parts: string[] = [];
    for (let node: Element | null = el; node && node !== document.body && parts.length < 5; node = node.parentElement) {
      const id = node.id ? `#${node.id}` : '';
      const attrs = ['data-layout', 'data-page', 'role', 'aria-label'].flatMap((name) => (node?.hasAttribute(name) ? [`[${name}="${node.getAttribute(name)}"]`] : []));
      const cls = node.classList[0] ? `.${node.classList[0]}` : '';
      parts.unshift(`${node.tagName.toLowerCase()}${id}${cls}${attrs.join('')}`);
    }
    return parts.join(' > ');
  };
  const scrollsSideways = (el: Element) => {
    const style = getComputedStyle(el);
    return style.overflowX === 'auto' || style.overflowX === 'scroll';
  };
  // Where an absolutely positioned element is placed from: its nearest positioned (or transformed)
  // ancestor; null for the page itself.
  const containingBlock = (el: Element): Element | null => {
    const fixed = getComputedStyle(el).position === 'fixed';
    for (let node = el.parentElement; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if ((!fixed && style.position !== 'static') || style.transform !== 'none' || style.filter !== 'none') return node;
    }
    return null;
  };
  // A box clips `el` only when nothing absolutely positioned between them is placed from outside the
  // box: a visually hidden caption in a scroll box that is not positioned escapes it and widens the page.
  const clips = (box: Element, el: Element) => {
    for (let node: Element | null = el; node && node !== box; node = node.parentElement) {
      const position = getComputedStyle(node).position;
      if (position !== 'absolute' && position !== 'fixed') continue;
      const from = containingBlock(node);
      if (!from || !(from === box || box.contains(from))) return false;
    }
    return true;
  };
  // The nearest ancestor that scrolls sideways, clips the element, and is itself inside the phone's width.
  const scroller = (el: Element): Element | null => {
    for (let node = el.parentElement; node && node !== document.documentElement; node = node.parentElement) {
      if (scrollsSideways(node) && clips(node, el)) return node.getBoundingClientRect().right <= width + 1 ? node : null;
    }
    return null;
  };
  const contentRight = (el: Element) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return range.getBoundingClientRect().right;
  };
  const found = new Map<Element, Overflow>();
  for (const el of document.body.querySelectorAll('*')) {
    if (el.getClientRects().length === 0) continue;
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || style.display === 'contents') continue;
    const rect = el.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) continue;
    const sticksOut = rect.right > width + 1 && !scroller(el);
    const looseTable = el.tagName === 'TABLE' && !scroller(el);
    // Content wider than its own box pokes into its neighbours even when the page does not scroll
    // (a flex item that cannot shrink, a name that cannot wrap). The scroll width also counts
    // pseudo-elements (a small button's invisible touch area), so the content itself must reach past
    // the box. The map's canvas is its own world.
    const spills =
      style.overflowX === 'visible' &&
      style.display !== 'inline' &&
      el.clientWidth > 2 &&
      el.scrollWidth > el.clientWidth + 1 &&
      contentRight(el) > rect.right + 1 &&
      !el.closest('.maplibregl-map');
    if (!sticksOut && !looseTable && !spills) continue;
    found.set(el, {
      selector: describe(el),
      text: (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60),
      left: Math.round(rect.left),
      right: Math.round(rect.right),
      width: Math.round(rect.width),
      reason: sticksOut ? 'wider than the phone' : looseTable ? 'a table without a sideways scroller' : `content ${el.scrollWidth - el.clientWidth} px wider than its box`,
    });
  }
  const outermost = [...found].filter(([el]) => {
    for (let node = el.parentElement; node; node = node.parentElement) if (found.has(node)) return false;
    return true;
  });
  return { scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth, offenders: outermost.map(([, o]) => o) };
}

/** The phone every walk measures at. */
export const phone = { width: 360, height: 740 };

/** The shell's stand-ins and the screens' error and not-found states: a walk that lands on one fails. */
export const failedPage = '[data-page="coming-soon"], [data-page="not-found"], [data-page="error"]';
export const failedHeading = /^(Něco se pokazilo|Something went wrong|Nenalezeno|Not found|Stránka nenalezena|Page not found)$/;

/**
 * What is wrong with the page on screen, in words a failure message can carry; empty when nothing.
 * `failed`: the headings that mean the walk did not reach its screen (the signed-in walk adds the
 * login walls and "no access").
 */
export async function problemsOf(page: Page, failed: RegExp = failedHeading): Promise<string[]> {
  const problems: string[] = [];
  if ((await page.locator(failedPage).count()) > 0) problems.push('shows the error, not-found or coming-soon page');
  const headings = await page.getByRole('heading').allInnerTexts();
  const failedOne = headings.find((h) => failed.test(h.trim()));
  if (failedOne) problems.push(`shows "${failedOne.trim()}"`);
  const measured = await page.evaluate(measureOverflow, phone.width);
  if (measured.innerWidth !== phone.width) problems.push(`the viewport grew to ${measured.innerWidth} px`);
  if (measured.scrollWidth > phone.width) problems.push(`the page scrolls sideways: ${measured.scrollWidth} px wide`);
  for (const o of measured.offenders) problems.push(`${o.reason}: ${o.selector} (${o.width} px, ${o.left}–${o.right}) "${o.text}"`);
  return problems;
}

/** Waits for the page's main content: its h1, no skeleton left, web fonts laid out. */
export async function settle(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.locator('[data-skeleton], [data-page-skeleton]').first().waitFor({ state: 'detached' });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/**
 * Opens `path` as a visitor following a link would: in the app (the router's history), so the walk
 * does not load the app and the tournament's data again for each of its ~200 pages. A new route's
 * screen is new elements, so its h1 is one the previous page did not have; the same route with
 * other parameters may keep its h1, so it is loaded afresh instead (`reload`).
 */
export async function visit(page: Page, path: string, reload: boolean): Promise<void> {
  // The first page of a walk has no app to navigate in yet.
  if (reload || !page.url().startsWith('http')) {
    await page.goto(path);
  } else {
    await page.evaluate(() => document.querySelectorAll('h1').forEach((h1) => h1.setAttribute('data-walk-left', '')));
    await navigateInApp(page, path);
    await page.locator('h1:not([data-walk-left])').first().waitFor();
  }
  await settle(page);
}

/** Moves the app to `path` through the router's history, as a link inside the app would (no reload). */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}
