import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LoggedUser } from '@phc/api-contract';
import { ApiError } from '@phc/api-client';
import { useAlertStore } from '@phc/ui';
import { renderWithTheme } from '@phc/ui/testing';
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
});
