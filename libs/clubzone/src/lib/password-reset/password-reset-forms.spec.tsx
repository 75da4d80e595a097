import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@phc/api-client';
import { renderWithTheme } from '@phc/ui/testing';
import { NewPasswordForm } from './new-password-form';
import { ResetRequestForm } from './reset-request-form';

describe('ResetRequestForm', () => {
  it('says "email missing" for an empty e-mail and "invalid e-mail" for a malformed one', async () => {
    const onRequest = jest.fn(async () => undefined);
    renderWithTheme(<ResetRequestForm onRequest={onRequest} />, { route: '/en/nastaveni-hesla' });
    await userEvent.click(screen.getByRole('button', { name: 'Poslat odkaz' }));
    expect(await screen.findByText('Zadejte e-mail.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Poslat odkaz' }));
    expect(await screen.findByText('Neplatný e-mail.')).toBeInTheDocument();
    expect(onRequest).not.toHaveBeenCalled();
  });

  it('sends the locale of the page and the password page template with {token}', async () => {
    const onRequest = jest.fn(async () => undefined);
    renderWithTheme(<ResetRequestForm onRequest={onRequest} />, { route: '/en/nastaveni-hesla' });
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'club@demo.test');
    await userEvent.click(screen.getByRole('button', { name: 'Poslat odkaz' }));
    expect(onRequest).toHaveBeenCalledWith({ login: 'club@demo.test', locale: 'en', passwordUrl: `${window.location.origin}/en/nastaveni-hesla/{token}` });
    expect(await screen.findByRole('status')).toHaveTextContent('club@demo.test');
  });

  it('keeps the e-mail and says so when sending fails', async () => {
    renderWithTheme(<ResetRequestForm onRequest={jest.fn(async () => Promise.reject(new ApiError(0, 'network', 'offline')))} />, { route: '/nastaveni-hesla' });
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'club@demo.test');
    await userEvent.click(screen.getByRole('button', { name: 'Poslat odkaz' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Odeslání se nepodařilo');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('club@demo.test');
  });
});

describe('NewPasswordForm', () => {
  const fill = async (password: string, again: string) => {
    await userEvent.type(screen.getByLabelText(/^Nové heslo\*?$/, { selector: 'input' }), password);
    await userEvent.type(screen.getByLabelText(/^Nové heslo znovu/), again);
    await userEvent.click(screen.getByRole('button', { name: 'Nastavit heslo' }));
  };

  it('refuses a short password and two different ones', async () => {
    const onSubmit = jest.fn(async () => undefined);
    renderWithTheme(<NewPasswordForm onSubmit={onSubmit} onInvalidToken={jest.fn()} />);
    await fill('short', 'short');
    expect(await screen.findByText('Heslo musí mít alespoň 8 znaků.')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/^Nové heslo\*?$/, { selector: 'input' }));
    await userEvent.clear(screen.getByLabelText(/^Nové heslo znovu/));
    await fill('noveheslo123', 'noveheslo124');
    expect(await screen.findByText('Hesla se neshodují.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the password once both match', async () => {
    const onSubmit = jest.fn(async () => undefined);
    renderWithTheme(<NewPasswordForm onSubmit={onSubmit} onInvalidToken={jest.fn()} />);
    await fill('noveheslo123', 'noveheslo123');
    expect(onSubmit).toHaveBeenCalledWith('noveheslo123');
  });

  it('reports an expired or used token to the page', async () => {
    const onInvalidToken = jest.fn();
    renderWithTheme(<NewPasswordForm onSubmit={jest.fn(async () => Promise.reject(new ApiError(400, 'token_invalid', 'expired', { token: ['invalid'] })))} onInvalidToken={onInvalidToken} />);
    await fill('noveheslo123', 'noveheslo123');
    expect(onInvalidToken).toHaveBeenCalled();
  });
});
