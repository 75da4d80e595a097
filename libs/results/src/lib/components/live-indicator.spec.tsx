import { act, screen } from '@testing-library/react';
import { useLiveStatus } from '@phc/api-client';
import { renderWithTheme } from '@phc/ui/testing';
import { LiveIndicator } from './live-indicator';

describe('LiveIndicator', () => {
  it('says only the current state, while the longer labels keep its width from the start', () => {
    act(() => useLiveStatus.setState({ status: 'connecting' }));
    renderWithTheme(<LiveIndicator />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(/^Připojování…$/);
    // The other labels reserve their width invisibly (pseudo-elements), not as text.
    const labels = status.firstElementChild as HTMLElement;
    expect(labels).toHaveAttribute('data-polling', 'Aktualizace každých 15 s');
    expect(labels).toHaveAttribute('data-connecting', 'Připojování…');
    act(() => useLiveStatus.setState({ status: 'live' }));
    expect(status).toHaveTextContent(/^Živě$/);
  });
});
