import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError, apiRequest, queryKeys } from '@phc/api-client';
import { adminPeopleEndpoints, type AdminUser, type LoggedUser } from '@phc/api-contract';
import { AlertHost, ConfirmHost } from '@phc/ui';
import { mockModalDialogs, renderWithTheme } from '@phc/ui/testing';
import { UsersPage } from './users-page';

jest.mock('@phc/api-client', () => ({ ...jest.requireActual('@phc/api-client'), apiRequest: jest.fn() }));
const api = apiRequest as unknown as jest.Mock;

beforeAll(mockModalDialogs);

const account = (id: number, firstName: string, lastName: string, over: Partial<AdminUser> = {}): AdminUser => ({
  id,
  email: `${firstName.toLowerCase()}@demo.test`,
  firstName,
  lastName,
  roles: [],
  clubs: [],
  disabled: false,
  invited: false,
  lastLoginAt: null,
  createdAt: '2026-04-01T10:00:00.000Z',
  ...over,
});
const me: LoggedUser = { id: 1, username: 'adam@demo.test', firstName: 'Adam', lastName: 'Administrátor', roles: ['ROLE_ADMIN'], administratedClubs: [] };
let users: AdminUser[];

function setup(disable?: () => never) {
  users = [account(1, 'Adam', 'Administrátor', { roles: ['ROLE_ADMIN'] }), account(2, 'Klára', 'Klubová', { clubs: [{ id: 5, name: 'HC Praha' }] }), account(3, 'Robert', 'Rozhodčí', { roles: ['ROLE_REFEREE_MANAGER'] }), account(4, 'Nela', 'Nová', { invited: true })];
  api.mockReset();
  api.mockImplementation(async (endpoint: { name: string }, input: { params?: { id: number }; body?: { disabled: boolean } }) => {
    if (endpoint.name === adminPeopleEndpoints.users.name) return { users };
    if (endpoint.name === adminPeopleEndpoints.userDisabled.name && input.params && input.body) {
      if (disable) disable();
      users = users.map((u) => (u.id === input.params?.id ? { ...u, disabled: !!input.body?.disabled } : u));
      return { user: users.find((u) => u.id === input.params?.id) };
    }
    if (endpoint.name === adminPeopleEndpoints.userInvitationResend.name) return { user: users[3] };
    throw new Error(`unexpected call ${endpoint.name}`);
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(queryKeys.me, me);
  renderWithTheme(
    <QueryClientProvider client={client}>
      <AlertHost />
      <ConfirmHost />
      <UsersPage />
    </QueryClientProvider>,
    { route: '/users' },
  );
}

describe('UsersPage', () => {
  it('lists the accounts and narrows them by search and role', async () => {
    setup();
    expect(await screen.findByRole('row', { name: /Klára Klubová/ })).toHaveTextContent('HC Praha');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Hledat jméno nebo e-mail' }), 'rozhodci');
    expect(await screen.findByText('Zobrazeno 1 z 4')).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('searchbox'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Bez role');
    expect(await screen.findByText('Zobrazeno 2 z 4')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Klára Klubová/ })).toBeInTheDocument();
  });

  it('offers no disabling of one’s own account', async () => {
    setup();
    const own = await screen.findByRole('row', { name: /Adam Administrátor/ });
    expect(within(own).queryByRole('button', { name: /Zablokovat/ })).not.toBeInTheDocument();
  });

  it('disables an account after a confirmation and shows it disabled', async () => {
    setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Zablokovat Klára Klubová' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Zablokovat' }));
    expect(await screen.findByText('Účet Klára Klubová je zablokovaný.')).toBeInTheDocument();
    expect(api).toHaveBeenCalledWith(adminPeopleEndpoints.userDisabled, { params: { id: 2 }, body: { disabled: true } });
    expect(await screen.findByRole('button', { name: 'Odblokovat Klára Klubová' })).toBeInTheDocument();
  });

  it('explains a refusal to disable an admin', async () => {
    setup(() => {
      throw new ApiError(403, 'forbidden', 'no');
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Zablokovat Robert Rozhodčí' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Zablokovat' }));
    expect(await screen.findByText('Administrátora může zablokovat jen hlavní administrátor.')).toBeInTheDocument();
  });

  it('sends an invited person a new invitation in the area’s language', async () => {
    setup();
    const row = await screen.findByRole('row', { name: /Nela Nová/ });
    expect(row).toHaveTextContent('Pozván');
    expect(within(await screen.findByRole('row', { name: /Klára Klubová/ })).queryByRole('button', { name: /Poslat pozvánku znovu/ })).not.toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Poslat pozvánku znovu: Nela Nová' }));
    expect(await screen.findByText('Nová pozvánka odeslána na nela@demo.test.')).toBeInTheDocument();
    expect(api).toHaveBeenCalledWith(adminPeopleEndpoints.userInvitationResend, { params: { id: 4 }, body: { locale: 'cs' } });
  });
});
