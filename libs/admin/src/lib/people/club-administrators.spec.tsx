import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@phc/api-client';
import { adminPeopleEndpoints, type ClubAdministrator } from '@phc/api-contract';
import { AlertHost, ConfirmHost } from '@phc/ui';
import { mockModalDialogs, renderWithTheme } from '@phc/ui/testing';
import { ClubAdministrators } from './club-administrators';

jest.mock('@phc/api-client', () => ({ ...jest.requireActual('@phc/api-client'), apiRequest: jest.fn() }));
const api = apiRequest as unknown as jest.Mock;

beforeAll(mockModalDialogs);

const klara: ClubAdministrator = { id: 3, email: 'club@demo.test', firstName: 'Klára', lastName: 'Klubová', disabled: false, invited: false };
let administrators: ClubAdministrator[];

function setup(add?: (body: Record<string, unknown>) => unknown, list: () => Promise<ClubAdministrator[]> = async () => administrators) {
  administrators = [klara];
  api.mockReset();
  api.mockImplementation(async (endpoint: { name: string }, input: { body?: Record<string, unknown>; params?: { userId?: number } }) => {
    if (endpoint.name === adminPeopleEndpoints.clubAdministrators.name) return { administrators: await list() };
    if (endpoint.name === adminPeopleEndpoints.clubAdministratorAdd.name && input.body) {
      if (add) return add(input.body);
      const person = { id: 9, email: String(input.body['email']), firstName: 'Cyril', lastName: 'Trenér', disabled: false, invited: true };
      administrators = [...administrators, person];
      return { administrators, invited: true };
    }
    if (endpoint.name === adminPeopleEndpoints.clubAdministratorRemove.name) {
      administrators = administrators.filter((a) => a.id !== input.params?.userId);
      return { administrators };
    }
    throw new Error(`unexpected call ${endpoint.name}`);
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithTheme(
    <QueryClientProvider client={client}>
      <AlertHost />
      <ConfirmHost />
      <ClubAdministrators clubId={5} clubName="HC Praha" />
    </QueryClientProvider>,
    { route: '/clubs/5' },
  );
}

const form = () => screen.getByRole('form', { name: 'Přidat správce klubu' });

describe('ClubAdministrators', () => {
  it('lists the club’s administrators with their state', async () => {
    setup();
    const row = await screen.findByRole('row', { name: /club@demo.test/ });
    expect(row).toHaveTextContent('Klára Klubová');
    expect(row).toHaveTextContent('Aktivní');
  });

  it('invites a new administrator and says so, clearing the form', async () => {
    setup();
    await screen.findByRole('row', { name: /club@demo.test/ });
    await userEvent.type(within(form()).getByRole('textbox', { name: /E-mail/ }), 'coach@example.test');
    await userEvent.type(within(form()).getByRole('textbox', { name: 'Jméno' }), 'Cyril');
    await userEvent.type(within(form()).getByRole('textbox', { name: 'Příjmení' }), 'Trenér');
    await userEvent.click(within(form()).getByRole('button', { name: 'Přidat správce' }));
    expect(await screen.findByText('Pozvánka odeslána na coach@example.test; po nastavení hesla bude spravovat klub HC Praha.')).toBeInTheDocument();
    expect(api).toHaveBeenCalledWith(adminPeopleEndpoints.clubAdministratorAdd, { params: { id: 5 }, body: { email: 'coach@example.test', firstName: 'Cyril', lastName: 'Trenér', locale: 'cs' } });
    expect(await screen.findByRole('row', { name: /coach@example.test/ })).toHaveTextContent('Pozván');
    expect(within(form()).getByRole('textbox', { name: /E-mail/ })).toHaveValue('');
  });

  it('shows the server’s demand for a new account’s names on the fields, keeping the e-mail', async () => {
    setup(() => {
      throw new ApiError(400, 'validation', 'names', { firstName: ['firstNameRequired'], lastName: ['lastNameRequired'] });
    });
    await screen.findByRole('row', { name: /club@demo.test/ });
    await userEvent.type(within(form()).getByRole('textbox', { name: /E-mail/ }), 'nobody@example.test');
    await userEvent.click(within(form()).getByRole('button', { name: 'Přidat správce' }));
    expect(await screen.findByText('Jméno je povinné.')).toBeInTheDocument();
    expect(screen.getByText('Příjmení je povinné.')).toBeInTheDocument();
    expect(within(form()).getByRole('textbox', { name: /E-mail/ })).toHaveValue('nobody@example.test');
  });

  it('removes an administrator after a confirmation', async () => {
    setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Odebrat správce club@demo.test' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Odebrat správce Klára Klubová?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Odebrat' }));
    expect(await screen.findByText('Klára Klubová už klub nespravuje.')).toBeInTheDocument();
    expect(api).toHaveBeenCalledWith(adminPeopleEndpoints.clubAdministratorRemove, { params: { id: 5, userId: 3 } });
    expect(await screen.findByText('Klub zatím nikdo nespravuje')).toBeInTheDocument();
  });

  it('offers a retry when the list cannot load', async () => {
    setup(undefined, async () => Promise.reject(new ApiError(500, 'internal', 'down')));
    expect(await screen.findByRole('button', { name: /Zkusit znovu/ })).toBeInTheDocument();
  });
});
