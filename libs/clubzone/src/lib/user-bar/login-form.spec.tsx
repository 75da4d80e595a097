import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@phc/api-client';
import { renderWithTheme } from '@phc/ui/testing';
import { LoginForm } from './login-form';

function setup(onLogin = jest.fn(async () => undefined)) {
  const onForgotPassword = jest.fn();
  renderWithTheme(<LoginForm onLogin={onLogin} onForgotPassword={onForgotPassword} />);
  return {
    onLogin,
    onForgotPassword,
    email: () => screen.getByRole('textbox', { name: 'E-mail' }),
    password: () => screen.getByLabelText(/^Heslo/),
    submit: () => userEvent.click(screen.getByRole('button', { name: 'Přihlásit se' })),
  };
}

describe('LoginForm', () => {
  it('says "email missing" on an empty e-mail and sends nothing', async () => {
    const form = setup();
    await form.submit();
    expect(await screen.findByText('Zadejte e-mail.')).toBeInTheDocument();
    expect(form.email()).toHaveAttribute('aria-invalid', 'true');
    expect(form.onLogin).not.toHaveBeenCalled();
  });

  it('sends the e-mail trimmed and in lower case with the password', async () => {
    const form = setup();
    await userEvent.type(form.email(), '  Club@Demo.test ');
    await userEvent.type(form.password(), 'demo1234');
    await form.submit();
    expect(form.onLogin).toHaveBeenCalledWith({ login: 'club@demo.test', password: 'demo1234' });
  });

  it('shows the server\'s "unknown e-mail" on the e-mail field and keeps what was typed', async () => {
    const form = setup(jest.fn(async () => Promise.reject(new ApiError(400, 'validation', 'Unknown e-mail', { login: ['unknownEmail'] }))));
    await userEvent.type(form.email(), 'nobody@demo.test');
    await userEvent.type(form.password(), 'whatever');
    await form.submit();
    expect(await screen.findByText('Uživatel s tímto e-mailem neexistuje.')).toBeInTheDocument();
    expect(form.email()).toHaveValue('nobody@demo.test');
    expect(form.password()).toHaveValue('whatever');
  });

  it('shows "invalid password" on the password field', async () => {
    const form = setup(jest.fn(async () => Promise.reject(new ApiError(400, 'validation', 'Invalid password', { password: ['invalidPassword'] }))));
    await userEvent.type(form.email(), 'club@demo.test');
    await userEvent.type(form.password(), 'wrong');
    await form.submit();
    expect(await screen.findByText('Nesprávné heslo.')).toBeInTheDocument();
    expect(form.password()).toHaveAttribute('aria-invalid', 'true');
  });

  it('explains the rate limit after too many attempts', async () => {
    const form = setup(jest.fn(async () => Promise.reject(new ApiError(429, 'rate_limited', 'Too many login attempts'))));
    await userEvent.type(form.email(), 'club@demo.test');
    await userEvent.type(form.password(), 'wrong');
    await form.submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Příliš mnoho pokusů o přihlášení');
  });

  it('switches to the reset mode from "forgotten password"', async () => {
    const form = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Zapomenuté heslo?' }));
    expect(form.onForgotPassword).toHaveBeenCalled();
  });
});
