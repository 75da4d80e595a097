import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@phc/api-client';
import { activateLocale, loadCatalog, validationCatalog } from '@phc/i18n';
import { renderWithTheme } from '@phc/ui/testing';
import { clubzoneCatalog } from '../catalog';
import { AccountForm } from './account-form';
import { LeaderForm } from './leader-form';

const teams = [
  { value: '3', label: 'HK Demo C' },
  { value: '4', label: 'HK Demo D' },
];

describe('LeaderForm (cs)', () => {
  beforeAll(async () => {
    await activateLocale('cs');
    await loadCatalog(validationCatalog);
  });

  it('asks for the team, names and e-mail, and refuses a phone number too short to dial', async () => {
    const onSubmit = jest.fn(async () => undefined);
    renderWithTheme(<LeaderForm teams={teams} onSubmit={onSubmit} onCancel={jest.fn()} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Telefon' }), '777 88');
    await userEvent.click(screen.getByRole('button', { name: 'Poslat pozvánku' }));
    for (const name of ['Jméno', 'Příjmení', 'E-mail']) expect(await screen.findByRole('textbox', { name })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('combobox', { name: 'Tým' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Telefon' })).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the contract body with the chosen team, an empty phone as null', async () => {
    const onSubmit = jest.fn(async () => undefined);
    renderWithTheme(<LeaderForm teams={teams} onSubmit={onSubmit} onCancel={jest.fn()} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Tým' }), '4');
    await userEvent.type(screen.getByRole('textbox', { name: 'Jméno' }), 'Eva');
    await userEvent.type(screen.getByRole('textbox', { name: 'Příjmení' }), 'Malá');
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'Eva@Example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Poslat pozvánku' }));
    expect(onSubmit).toHaveBeenCalledWith({ teamId: 4, firstName: 'Eva', lastName: 'Malá', email: 'eva@example.test', phone: null });
  });

  it('keeps what was typed and says the add failed when the server refuses', async () => {
    renderWithTheme(<LeaderForm teams={teams} initialTeamId="3" onSubmit={jest.fn(async () => Promise.reject(new ApiError(500, 'internal', 'x')))} onCancel={jest.fn()} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Jméno' }), 'Eva');
    await userEvent.type(screen.getByRole('textbox', { name: 'Příjmení' }), 'Malá');
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'eva@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Poslat pozvánku' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Vedoucího se nepodařilo přidat.');
    expect(screen.getByRole('textbox', { name: 'Jméno' })).toHaveValue('Eva');
  });
});

describe('AccountForm (cs)', () => {
  it('asks for a password of 8 characters typed twice the same', async () => {
    const onSubmit = jest.fn(async () => undefined);
    renderWithTheme(<AccountForm initial={{ firstName: 'Eva', lastName: 'Malá' }} onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText(/^Heslo\*?$/), 'kratke');
    await userEvent.type(screen.getByLabelText(/^Heslo znovu/), 'jine');
    await userEvent.click(screen.getByRole('button', { name: 'Vytvořit účet a přijmout pozvánku' }));
    expect(await screen.findByText('Hesla se neshodují.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the name and password, and sends an existing account to log in', async () => {
    const onSubmit = jest.fn(async () => Promise.reject(new ApiError(409, 'conflict', 'exists')));
    renderWithTheme(<AccountForm initial={{ firstName: 'Eva', lastName: 'Malá' }} onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText(/^Heslo\*?$/), 'dlouhe-heslo-1');
    await userEvent.type(screen.getByLabelText(/^Heslo znovu/), 'dlouhe-heslo-1');
    await userEvent.click(screen.getByRole('button', { name: 'Vytvořit účet a přijmout pozvánku' }));
    expect(onSubmit).toHaveBeenCalledWith({ firstName: 'Eva', lastName: 'Malá', password: 'dlouhe-heslo-1' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Pro tento e-mail už účet existuje');
  });
});

describe('leader forms (en)', () => {
  beforeAll(async () => {
    await act(async () => {
      await activateLocale('en');
      await loadCatalog(validationCatalog);
      await loadCatalog(clubzoneCatalog);
    });
  });
  afterAll(() => activateLocale('cs'));

  it('invites in English with English validation', async () => {
    const onSubmit = jest.fn(async () => undefined);
    renderWithTheme(<LeaderForm teams={teams} onSubmit={onSubmit} onCancel={jest.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByRole('combobox', { name: 'Team' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Toto pole je povinné.')).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('creates an account in English', async () => {
    renderWithTheme(<AccountForm initial={{ firstName: 'Eva', lastName: 'Malá' }} onSubmit={jest.fn(async () => undefined)} />);
    expect(screen.getByRole('button', { name: 'Create the account and accept the invitation' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password again/)).toBeInTheDocument();
  });
});
