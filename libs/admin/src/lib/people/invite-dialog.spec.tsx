import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@phc/api-client';
import { roles, type AdminUser, type InviteUserBody } from '@phc/api-contract';
import { mockModalDialogs, renderWithTheme } from '@phc/ui/testing';
import { InviteDialog } from './invite-dialog';
import { editableRoles } from './user-list';

beforeAll(mockModalDialogs);

const invited: AdminUser = {
  id: 50,
  email: 'nova@example.test',
  firstName: 'Nela',
  lastName: 'Nová',
  roles: ['ROLE_REFEREE_MANAGER'],
  clubs: [],
  disabled: false,
  invited: true,
  lastLoginAt: null,
  createdAt: '2026-04-06T10:00:00.000Z',
};

function setup(onInvite: (body: InviteUserBody) => Promise<AdminUser>, grantable = new Set(roles)) {
  const onClose = jest.fn();
  renderWithTheme(<InviteDialog open grantable={grantable} onInvite={onInvite} onClose={onClose} />, { route: '/users' });
  return { onClose };
}

async function fill() {
  await userEvent.type(screen.getByRole('textbox', { name: /E-mail/ }), ' Nova@Example.test ');
  await userEvent.type(screen.getByRole('textbox', { name: /^Jméno/ }), 'Nela');
  await userEvent.type(screen.getByRole('textbox', { name: /^Příjmení/ }), 'Nová');
  await userEvent.click(screen.getByRole('checkbox', { name: 'Správce rozhodčích' }));
}

describe('InviteDialog', () => {
  it('sends the e-mail, names and chosen roles in the chosen language, then closes', async () => {
    const onInvite = jest.fn(async () => invited);
    const { onClose } = setup(onInvite);
    await fill();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Jazyk pozvánky' }), 'English');
    await userEvent.click(screen.getByRole('button', { name: 'Poslat pozvánku' }));
    expect(onInvite).toHaveBeenCalledWith({ email: 'nova@example.test', firstName: 'Nela', lastName: 'Nová', roles: ['ROLE_REFEREE_MANAGER'], locale: 'en' });
    expect(onClose).toHaveBeenCalled();
  });

  it('checks the fields before sending anything', async () => {
    const onInvite = jest.fn(async () => invited);
    setup(onInvite);
    await userEvent.type(screen.getByRole('textbox', { name: /E-mail/ }), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Poslat pozvánku' }));
    expect(await screen.findByText('Zadejte platný e-mail.')).toBeInTheDocument();
    expect(screen.getAllByText('Toto pole je povinné.')).toHaveLength(2);
    expect(onInvite).not.toHaveBeenCalled();
  });

  it('shows a taken e-mail on its field and keeps everything typed', async () => {
    const onInvite = jest.fn(async () => Promise.reject(new ApiError(409, 'conflict', 'taken', { email: ['taken'] })));
    const { onClose } = setup(onInvite);
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Poslat pozvánku' }));
    expect(await screen.findByText('Účet s tímto e-mailem už existuje.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /E-mail/ })).toHaveValue('Nova@Example.test');
    expect(screen.getByRole('textbox', { name: /^Příjmení/ })).toHaveValue('Nová');
    expect(screen.getByRole('checkbox', { name: 'Správce rozhodčích' })).toBeChecked();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('maps the server’s field codes onto the fields', async () => {
    setup(jest.fn(async () => Promise.reject(new ApiError(400, 'validation', 'bad', { lastName: ['tooLong'] }))));
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Poslat pozvánku' }));
    expect(await screen.findByText('Text je příliš dlouhý.')).toBeInTheDocument();
  });

  it('lets an admin who is not a super admin grant no admin role, and explains a refusal', async () => {
    setup(jest.fn(async () => Promise.reject(new ApiError(403, 'forbidden', 'no'))), new Set(editableRoles({ roles: ['ROLE_ADMIN'] })));
    expect(screen.getByRole('checkbox', { name: 'Administrátor' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Hlavní administrátor' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Správce klubů' })).toBeEnabled();
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Poslat pozvánku' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Roli administrátora může udělit jen hlavní administrátor.');
  });
});
