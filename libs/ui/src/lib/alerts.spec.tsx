import { act, screen } from '@testing-library/react';
import { renderWithTheme } from './test-utils';
import { AlertHost, pushAlert, useAlertStore } from './alerts';

describe('alerts (SPEC §8)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    useAlertStore.setState({ alerts: [] });
  });
  afterEach(() => jest.useRealTimers());

  it('shows a success alert as a status and dismisses it after 2 seconds', () => {
    renderWithTheme(<AlertHost />);
    act(() => void pushAlert({ type: 'success', message: 'Profil uložen' }));
    expect(screen.getByRole('status')).toHaveTextContent('Profil uložen');
    act(() => void jest.advanceTimersByTime(1900));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => void jest.advanceTimersByTime(200));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('keeps a danger alert for 4 seconds and announces it as an alert', () => {
    renderWithTheme(<AlertHost />);
    act(() => void pushAlert({ type: 'danger', message: 'Registrace se nezdařila' }));
    act(() => void jest.advanceTimersByTime(3000));
    expect(screen.getByRole('alert')).toHaveTextContent('Registrace se nezdařila');
    act(() => void jest.advanceTimersByTime(1100));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('closes at once with its close button', () => {
    renderWithTheme(<AlertHost />);
    act(() => void pushAlert({ type: 'danger', message: 'Chyba' }));
    act(() => screen.getByRole('button', { name: 'Zavřít' }).click());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
