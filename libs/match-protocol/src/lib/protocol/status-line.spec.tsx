import { screen } from '@testing-library/react';
import { renderWithTheme } from '@phc/ui/testing';
import { StatusLine, type SyncStatusView } from './status-line';

const base: SyncStatusView = { pending: 0, failed: 0, online: true, offlineSince: null, syncing: false, lastError: null, conflicts: [] };

describe('StatusLine', () => {
  it.each([
    [base, 'Vše uloženo'],
    [{ ...base, pending: 1 }, '1 událost čeká na odeslání'],
    [{ ...base, pending: 3 }, '3 události čekají na odeslání'],
    [{ ...base, pending: 7 }, '7 událostí čeká na odeslání'],
    [{ ...base, online: false, offlineSince: null, pending: 2 }, 'Offline · 2 události čekají na odeslání'],
    [{ ...base, failed: 1 }, '1 událost server odmítl'],
  ])('says where the events are (%#)', (status, text) => {
    renderWithTheme(<StatusLine status={status} />);
    expect(screen.getByRole('status')).toHaveTextContent(text);
  });

  it('gives the time the device went offline on Prague\'s clock, as the other moments on the screen', () => {
    renderWithTheme(<StatusLine status={{ ...base, online: false, offlineSince: '2026-04-03T07:07:00.000Z' }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Offline od 09:07');
  });
});
