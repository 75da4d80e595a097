import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { LoggedUser, WaitingWork } from '@phc/api-contract';
import { queryKeys } from '@phc/api-client';
import { renderWithTheme } from '@phc/ui/testing';
import { createAdminRoutes } from '../admin-routes';
import { adminQueries } from '../queries/admin-queries';

// The screens' reads never answer here: only the frame and the gate are under test.
jest.mock('@phc/api-client', () => ({ ...jest.requireActual('@phc/api-client'), apiRequest: jest.fn(() => new Promise(() => undefined)) }));

const user = (roles: string[]): LoggedUser => ({ id: 7, username: 'someone@demo.test', firstName: 'Some', lastName: 'One', roles: roles as LoggedUser['roles'], administratedClubs: [] });

function open(path: string, who: LoggedUser | null, waiting?: WaitingWork['items']) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(queryKeys.me, who);
  if (waiting) client.setQueryData(adminQueries.waitingWork().queryKey, waiting);
  renderWithTheme(
    <QueryClientProvider client={client}>
      <RouterProvider router={createMemoryRouter(createAdminRoutes(client), { initialEntries: [path] })} />
    </QueryClientProvider>,
  );
}

const menu = () => screen.queryByRole('navigation', { name: 'Administrace' });

describe('the administration frame', () => {
  it('asks an anonymous visitor to log in', async () => {
    open('/', null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Přihlášení do administrace' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Přihlášení do administrace' })).toBeInTheDocument();
    expect(menu()).not.toBeInTheDocument();
  });

  it('tells a user without an organiser role there is no access, and offers another login', async () => {
    open('/', user(['ROLE_COMPETITION_REPORTER']));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bez oprávnění' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Přihlásit se jiným účtem' })).toBeInTheDocument();
  });

  it('lands a referee manager on what waits for them (issue 24), with their two screens in the menu and no registrations', async () => {
    open('/', user(['ROLE_REFEREE_MANAGER']), [{ kind: 'referees', count: 3 }]);
    expect(await screen.findByRole('heading', { name: 'Čeká na vyřízení' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '3 Noví rozhodčí' })).toHaveAttribute('href', '/referees');
    expect(screen.queryByRole('heading', { level: 1, name: 'Registrace klubů' })).not.toBeInTheDocument();
    expect(within(menu() as HTMLElement).getAllByRole('link').map((link) => link.textContent)).toEqual(['Rozhodčí', 'Rozhodčí v halách']);
  });

  it('lands a place manager on the halls, under the language prefix of the address', async () => {
    open('/en', user(['ROLE_PLACE_MANAGER']));
    expect(await screen.findByRole('link', { name: 'Haly', current: 'page' })).toHaveAttribute('href', '/en/halls');
  });

  it('refuses a referee manager the registrations opened by their address', async () => {
    open('/clubs/1', user(['ROLE_REFEREE_MANAGER']));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bez oprávnění' })).toBeInTheDocument();
  });

  it('gives an admin every screen in the menu', async () => {
    open('/audit', user(['ROLE_ADMIN']));
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit log' })).toBeInTheDocument();
    expect(within(menu() as HTMLElement).getAllByRole('link').map((link) => link.textContent)).toEqual(['Registrace', 'Výjimky', 'Transfery', 'Tréninky', 'Rozhodčí', 'Haly', 'Místa', 'Rozhodčí v halách', 'Kategorie', 'Ceník', 'Audit log', 'Nastavení', 'Los', 'Import a export', 'Soutěž', 'Uživatelé']);
  });
});

describe('the administration menu (a phone shows it behind its button)', () => {
  const menuButton = () => screen.getByRole('button', { name: /^(Menu|Zavřít menu)$/ });

  it('names the current screen beside a closed menu button that controls the links, and marks the screen in the menu', async () => {
    open('/audit', user(['ROLE_ADMIN']));
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit log' })).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAccessibleDescription('Audit log');
    expect(document.getElementById(button.getAttribute('aria-controls') ?? '')).toContainElement(menu());
    expect(within(menu() as HTMLElement).getByRole('link', { current: 'page' })).toHaveTextContent('Audit log');
  });

  it('opens on the button, closes on Escape and gives the focus back to the button', async () => {
    open('/audit', user(['ROLE_ADMIN']));
    await screen.findByRole('heading', { level: 1, name: 'Audit log' });
    await userEvent.click(menuButton());
    expect(menuButton()).toHaveAccessibleName('Zavřít menu');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    within(menu() as HTMLElement).getByRole('link', { name: 'Haly' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(menuButton()).toHaveAccessibleName('Menu');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();
  });

  it('closes when a screen is chosen, moves the focus to the page and names the new screen', async () => {
    open('/en/audit', user(['ROLE_ADMIN']));
    await screen.findByRole('heading', { level: 1, name: 'Audit log' });
    await userEvent.click(menuButton());
    await userEvent.click(within(menu() as HTMLElement).getByRole('link', { name: 'Haly' }));
    expect(screen.getByRole('main')).toHaveFocus();
    expect(await within(menu() as HTMLElement).findByRole('link', { name: 'Haly', current: 'page' })).toHaveAttribute('href', '/en/halls');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveAccessibleDescription('Haly');
  });

  it('leaves the menu closed for a click on a link while it is not open (a wide screen shows the links)', async () => {
    open('/audit', user(['ROLE_ADMIN']));
    await screen.findByRole('heading', { level: 1, name: 'Audit log' });
    const link = within(menu() as HTMLElement).getByRole('link', { name: 'Haly' });
    await userEvent.click(link);
    expect(await within(menu() as HTMLElement).findByRole('link', { name: 'Haly', current: 'page' })).toBeInTheDocument();
    expect(screen.getByRole('main')).not.toHaveFocus();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('names the registrations beside the button on the index, where the registrations are listed', async () => {
    open('/', user(['ROLE_ADMIN']));
    expect(await screen.findByRole('button', { name: 'Menu' })).toHaveAccessibleDescription('Registrace');
  });
});
