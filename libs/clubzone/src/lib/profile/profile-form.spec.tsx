import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LoggedUser } from '@phc/api-contract';
import { ApiError } from '@phc/api-client';
import { useAlertStore } from '@phc/ui';
import { renderWithTheme } from '@phc/ui/testing';
import { activateLocale, loadCatalog, validationCatalog } from '@phc/i18n';
import { clubzoneCatalog } from '../catalog';
import { ProfileForm } from './profile-page';

const user: LoggedUser = { id: 3, username: 'club@demo.test', firstName: 'Klára', lastName: 'Klubová', roles: [], administratedClubs: [] };

describe('ProfileForm', () => {
  it('saves the name and e-mail without touching the password, then confirms with an alert', async () => {
    const onSave = jest.fn(async () => undefined);
    renderWithTheme(<ProfileForm user={user} onSave={onSave} />);
    const first = screen.getByRole('textbox', { name: 'Jméno' });
    await userEvent.clear(first);
    await userEvent.type(first, 'Klaudie');
    await userEvent.click(screen.getByRole('button', { name: 'Uložit profil' }));
    expect(onSave).toHaveBeenCalledWith({ firstName: 'Klaudie', lastName: 'Klubová', email: 'club@demo.test' });
    expect(useAlertStore.getState().alerts.map((a) => a.message)).toContain('Profil byl uložen.');
  });

  it('needs the current password for a new one', async () => {
    const onSave = jest.fn(async () => undefined);
    renderWithTheme(<ProfileForm user={user} onSave={onSave} />);
    await userEvent.type(screen.getByLabelText(/^Nové heslo/), 'noveheslo123');
    await userEvent.click(screen.getByRole('button', { name: 'Uložit profil' }));
    expect(await screen.findByText('Toto pole je povinné.')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it("shows the server's wrong current password and an e-mail taken by someone else on their fields", async () => {
    const onSave = jest
      .fn()
      .mockRejectedValueOnce(new ApiError(400, 'validation', 'Invalid password', { currentPassword: ['invalidPassword'] }))
      .mockRejectedValueOnce(new ApiError(409, 'conflict', 'E-mail taken'));
    renderWithTheme(<ProfileForm user={user} onSave={onSave} />);
    await userEvent.type(screen.getByLabelText(/^Současné heslo/), 'wrong');
    await userEvent.type(screen.getByLabelText(/^Nové heslo/), 'noveheslo123');
    await userEvent.click(screen.getByRole('button', { name: 'Uložit profil' }));
    expect(await screen.findByText('Nesprávné heslo.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Uložit profil' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Profil se nepodařilo uložit');
    expect(screen.getByLabelText(/^Nové heslo/)).toHaveValue('noveheslo123');
  });

  it('needs the current password for a new e-mail, then says the new address must confirm it (issue 14)', async () => {
    const onSave = jest.fn(async () => undefined);
    renderWithTheme(<ProfileForm user={user} onSave={onSave} />);
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    await userEvent.clear(email);
    await userEvent.type(email, 'novy@demo.test');
    await userEvent.click(screen.getByRole('button', { name: 'Uložit profil' }));
    expect(await screen.findByText('Toto pole je povinné.')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText(/^Současné heslo/), 'demo1234');
    await userEvent.click(screen.getByRole('button', { name: 'Uložit profil' }));
    expect(onSave).toHaveBeenCalledWith({ firstName: 'Klára', lastName: 'Klubová', email: 'novy@demo.test', currentPassword: 'demo1234' });
    expect(await screen.findByRole('status')).toHaveTextContent('Na adresu novy@demo.test jsme poslali odkaz');
  });
});

describe('ProfileForm (en)', () => {
  beforeAll(async () => {
    await act(async () => {
      await activateLocale('en');
      await loadCatalog(validationCatalog);
      await loadCatalog(clubzoneCatalog);
    });
  });
  afterAll(() => activateLocale('cs'));

  it('asks for the current password in English when the e-mail changes', async () => {
    const onSave = jest.fn(async () => undefined);
    renderWithTheme(<ProfileForm user={user} onSave={onSave} />);
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    await userEvent.clear(email);
    await userEvent.type(email, 'new@demo.test');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Required to change the e-mail or password.')).toBeInTheDocument();
    expect(screen.queryByText('Toto pole je povinné.')).not.toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });
});
