import { useReducer } from 'react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '@phc/ui/testing';
import { polyfillDialog } from './dialog-polyfill.testing';
import { StopwatchPanel } from './stopwatch-panel';
import { initialStopwatch, stopwatchReducer } from './stopwatch';
import { useNow } from './use-stopwatch';

beforeAll(polyfillDialog);

function Harness() {
  const [state, dispatch] = useReducer(stopwatchReducer, initialStopwatch());
  const now = useNow(state.running);
  return <StopwatchPanel state={state} now={now} dispatch={dispatch} periods={{ count: 2, minutes: 10 }} />;
}

describe('StopwatchPanel', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-04-06T10:00:00Z') });
  });
  afterEach(() => {
    jest.useRealTimers();
  });
  const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

  it('starts, runs with the time and pauses', async () => {
    const u = user();
    renderWithTheme(<Harness />);
    expect(screen.getByRole('timer')).toHaveTextContent('00:00');
    await u.click(screen.getByRole('button', { name: 'Start' }));
    act(() => jest.advanceTimersByTime(65_000));
    expect(screen.getByRole('timer')).toHaveTextContent('01:05');
    await u.click(screen.getByRole('button', { name: 'Pauza' }));
    act(() => jest.advanceTimersByTime(30_000));
    expect(screen.getByRole('timer')).toHaveTextContent('01:05');
  });

  it('edits the time (and stops there) and resets it', async () => {
    const u = user();
    renderWithTheme(<Harness />);
    await u.click(screen.getByRole('button', { name: 'Start' }));
    await u.click(screen.getByRole('button', { name: 'Upravit čas' }));
    const dialog = screen.getByRole('dialog', { name: 'Upravit čas' });
    await u.clear(within(dialog).getByRole('spinbutton', { name: 'Minuta' }));
    await u.type(within(dialog).getByRole('spinbutton', { name: 'Minuta' }), '12');
    await u.clear(within(dialog).getByRole('spinbutton', { name: 'Sekunda' }));
    await u.type(within(dialog).getByRole('spinbutton', { name: 'Sekunda' }), '30');
    await u.click(within(dialog).getByRole('button', { name: 'Uložit čas' }));
    expect(screen.getByRole('timer')).toHaveTextContent('12:30');
    expect(screen.getByRole('button', { name: 'Start' })).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Upravit čas' }));
    await u.click(within(screen.getByRole('dialog', { name: 'Upravit čas' })).getByRole('button', { name: 'Vynulovat' }));
    expect(screen.getByRole('timer')).toHaveTextContent('00:00');
  });

  it('refuses a second past 59', async () => {
    const u = user();
    renderWithTheme(<Harness />);
    await u.click(screen.getByRole('button', { name: 'Upravit čas' }));
    const dialog = screen.getByRole('dialog', { name: 'Upravit čas' });
    await u.clear(within(dialog).getByRole('spinbutton', { name: 'Sekunda' }));
    await u.type(within(dialog).getByRole('spinbutton', { name: 'Sekunda' }), '75');
    await u.click(within(dialog).getByRole('button', { name: 'Uložit čas' }));
    expect(within(dialog).getByText('Neplatný čas')).toBeInTheDocument();
  });

  it("shows the category's playing time instead of a typed period length", () => {
    renderWithTheme(<Harness />);
    expect(screen.getByText('Hrací doba kategorie: 2 × 10 min')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nastavení' })).toBeNull();
  });
});
