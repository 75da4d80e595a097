import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { data } from 'react-router';
import { useMenuStore } from './menu-store';
import { renderApp } from './test-app';

beforeAll(() => {
  // jsdom does not scroll; the shell calls it on every new page.
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
});

afterEach(() => {
  act(() => useMenuStore.getState().setOpen(false));
});

const layoutOf = (element: HTMLElement) => element.closest('[data-layout]')?.getAttribute('data-layout');

describe('routes in both languages', () => {
  it('renders a Czech route in its layout with a Czech title', async () => {
    renderApp('/vysledky');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Výsledky a rozlosování' });
    expect(layoutOf(heading)).toBe('default');
    await waitFor(() => expect(document.title).toBe('Výsledky a rozlosování | PHC'));
    expect(document.documentElement.lang).toBe('cs');
  });

  it('renders the same route under /en in English', async () => {
    renderApp('/en/vysledky');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Results and draw' });
    expect(layoutOf(heading)).toBe('default');
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Results and draw | PHC'));
    expect(document.documentElement.lang).toBe('en');
  });

  it.each([
    ['/', 'cms', 'Úvod'],
    ['/dashboard/5', 'simple', 'Klubová zóna'],
    ['/zapasova-soupiska/12', 'micro', 'Zápasová soupiska'],
    ['/zapasovy-protokol/12', 'micro', 'Zápasový protokol'],
    ['/en/zapis-o-utkani/12', 'empty', 'Match report'],
    ['/en/terms', 'cms', 'Terms and privacy'],
    ['/en/ucastnicirozhodci', 'default', 'Referees'],
  ])('%s uses the %s layout', async (path, layout, title) => {
    renderApp(path);
    expect(layoutOf(await screen.findByRole('heading', { level: 1, name: title }))).toBe(layout);
  });

  it('shows a "coming soon" page with a link home for a screen without a module', async () => {
    renderApp('/en/vysledky/podle-dni');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Draw by day' });
    const main = heading.closest('main') as HTMLElement;
    expect(within(main).getByText('We are preparing this page. You will find it here soon.')).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/en');
  });

  it('lazy-loads the feature module of a route', async () => {
    const load = jest.fn(async () => ({ Component: () => <h1>Rozpis zápasů</h1> }));
    renderApp('/vysledky', { modules: { vysledky: load } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Rozpis zápasů' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('language switcher', () => {
  it('keeps the page, its parameters, query and hash', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/vysledky/zapas/12?tab=udalosti#gol');
    await screen.findByRole('heading', { level: 1, name: 'Detail zápasu' });
    await user.click(screen.getByRole('link', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Match detail' })).toBeInTheDocument();
    expect(router.state.location).toMatchObject({ pathname: '/en/vysledky/zapas/12', search: '?tab=udalosti', hash: '#gol' });
  });

  it('maps the renamed English paths back to Czech', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/en/terms');
    await screen.findByRole('heading', { level: 1, name: 'Terms and privacy' });
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    await user.click(screen.getByRole('link', { name: 'Čeština' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Podmínky a ochrana osobních údajů' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/podminky');
  });
});

describe('not-found page', () => {
  it('appears in Czech for an unknown Czech path', async () => {
    renderApp('/tahle/stranka/neexistuje');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Stránka nenalezena' });
    expect(layoutOf(heading)).toBe('default');
    expect(screen.getByRole('link', { name: 'Zpět na úvodní stránku' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Stránka nenalezena | PHC'));
  });

  it('appears in English for an unknown /en path', async () => {
    renderApp('/en/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('This page could not be found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/en');
  });
});

describe('hamburger menu', () => {
  it('toggles, closes with Escape and closes on navigation', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/vysledky');
    await screen.findByRole('heading', { level: 1 });
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    expect(screen.getByRole('button', { name: 'Zavřít menu' })).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');

    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const nav = screen.getByRole('navigation', { name: 'Hlavní navigace' });
    await user.click(within(nav).getByRole('link', { name: 'Mapa' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mapa'));
    // The next screen's code may still be loading: the menu closes once the navigation lands.
    expect(await screen.findByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('error page', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows status 500 by default, the message and a link home', async () => {
    const Broken = () => {
      throw new Error('Rozbitá komponenta');
    };
    renderApp('/vysledky', { modules: { vysledky: async () => ({ Component: Broken }) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Něco se pokazilo' })).toBeInTheDocument();
    expect(screen.getByText('Chyba 500')).toBeInTheDocument();
    expect(screen.getByText('Rozbitá komponenta')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zpět na úvodní stránku' })).toHaveAttribute('href', '/');
    // The page error stays inside its layout.
    expect(screen.getByRole('navigation', { name: 'Hlavní navigace' })).toBeInTheDocument();
  });

  it('shows the status a loader threw', async () => {
    renderApp('/en/vysledky', {
      modules: {
        vysledky: async () => ({
          Component: () => null,
          loader: () => () => {
            throw Object.assign(new Error('Service unavailable'), { status: 503 });
          },
        }),
      },
    });
    expect(await screen.findByText('Error 503')).toBeInTheDocument();
    expect(screen.getByText('Service unavailable')).toBeInTheDocument();
  });

  it('shows the not-found page when a screen says its record does not exist', async () => {
    renderApp('/vysledky/zapas/999', {
      modules: {
        'vysledky-zapas': async () => ({
          Component: () => null,
          loader: () => () => {
            throw data('Zápas neexistuje', { status: 404 });
          },
        }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Stránka nenalezena' })).toBeInTheDocument();
  });

  it('falls back to a plain link home when the error page itself fails', async () => {
    const Unprintable = () => {
      // An error whose message cannot even be read breaks the error page too.
      throw {
        get message(): string {
          throw new Error('no message');
        },
      };
    };
    renderApp('/vysledky', { modules: { vysledky: async () => ({ Component: Unprintable }) } });
    const link = await screen.findByRole('link', { name: 'Úvodní stránka / Home page' });
    expect(link).toHaveAttribute('href', '/');
    expect(screen.queryByRole('heading', { name: 'Něco se pokazilo' })).not.toBeInTheDocument();
    expect(consoleError).toHaveBeenCalled();
  });
});

describe('page furniture', () => {
  it('offers a skip link to the main content and a footer with the tournament and year', async () => {
    renderApp('/vysledky');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: 'Přeskočit na obsah' })).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${new Date().getUTCFullYear()} Prague Handball Cup`);
  });

  it('shows "back to top" past 10 px when the visitor scrolls back up, not while they scroll down over the scores', async () => {
    renderApp('/vysledky');
    await screen.findByRole('heading', { level: 1 });
    const scrollTo = (y: number) =>
      act(() => {
        Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
        window.dispatchEvent(new Event('scroll'));
      });
    // jsdom's page has no height: keep "the end of the page" out of reach.
    Object.defineProperty(document.documentElement, 'scrollHeight', { value: 10_000, configurable: true });
    expect(screen.queryByRole('button', { name: 'Zpět nahoru' })).not.toBeInTheDocument();
    scrollTo(400);
    expect(screen.queryByRole('button', { name: 'Zpět nahoru' })).not.toBeInTheDocument();
    scrollTo(300);
    expect(screen.getByRole('button', { name: 'Zpět nahoru' })).toBeInTheDocument();
    scrollTo(500);
    expect(screen.queryByRole('button', { name: 'Zpět nahoru' })).not.toBeInTheDocument();
    scrollTo(11);
    expect(screen.getByRole('button', { name: 'Zpět nahoru' })).toBeInTheDocument();
    scrollTo(10);
    expect(screen.queryByRole('button', { name: 'Zpět nahoru' })).not.toBeInTheDocument();
  });

  it('renders the slots features plug in', async () => {
    renderApp('/', { slots: { userBar: () => <p>Uživatel Jan</p>, partners: () => <aside aria-label="Partneři" />, adminTools: () => <p>Nástroje</p> } });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('Uživatel Jan')).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Partneři' })).toBeInTheDocument();
    expect(screen.getByText('Nástroje')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Přihlásit se' })).not.toBeInTheDocument();
  });
});
