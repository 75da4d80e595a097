import { act, fireEvent, screen, within } from '@testing-library/react';
import { mockModalDialogs, renderWithTheme } from '../test-utils';
import { AlertHost, dismissAlert, pushAlert, useAlertStore } from './alerts';
import { Dialog } from './dialog';

const status = () => screen.getByRole('status');
const alertRegion = () => screen.getByRole('alert');
const advance = (ms: number) => act(() => void jest.advanceTimersByTime(ms));

describe('alert store', () => {
  beforeEach(() => useAlertStore.setState({ alerts: [] }));

  it('gives success alerts 2 s and danger alerts 4 s unless told otherwise (SPEC §9)', () => {
    pushAlert({ type: 'success', message: 'Uloženo' });
    pushAlert({ type: 'danger', message: 'Chyba' });
    pushAlert({ type: 'danger', message: 'Delší', timeoutMs: 8000 });
    expect(useAlertStore.getState().alerts.map((a) => a.timeoutMs)).toEqual([2000, 4000, 8000]);
  });

  it('removes only the dismissed alert', () => {
    const first = pushAlert({ type: 'success', message: 'První' });
    pushAlert({ type: 'success', message: 'Druhý' });
    dismissAlert(first);
    expect(useAlertStore.getState().alerts.map((a) => a.message)).toEqual(['Druhý']);
  });
});

describe('AlertHost (SPEC §8)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    useAlertStore.setState({ alerts: [] });
  });
  afterEach(() => jest.useRealTimers());

  it('keeps both live regions in the page before any alert arrives', () => {
    renderWithTheme(<AlertHost />);
    expect(status()).toBeEmptyDOMElement();
    expect(alertRegion()).toBeEmptyDOMElement();
  });

  it('announces a success politely and removes it after 2 seconds', () => {
    renderWithTheme(<AlertHost />);
    act(() => void pushAlert({ type: 'success', message: 'Profil uložen' }));
    expect(status()).toHaveTextContent('Profil uložen');
    expect(alertRegion()).toBeEmptyDOMElement();
    advance(1900);
    expect(status()).toHaveTextContent('Profil uložen');
    advance(200);
    expect(status()).toBeEmptyDOMElement();
  });

  it('announces a danger alert assertively and keeps it for 4 seconds', () => {
    renderWithTheme(<AlertHost />);
    act(() => void pushAlert({ type: 'danger', message: 'Registrace se nezdařila' }));
    advance(3900);
    expect(alertRegion()).toHaveTextContent('Registrace se nezdařila');
    advance(200);
    expect(alertRegion()).toBeEmptyDOMElement();
  });

  it('honours a custom timeout', () => {
    renderWithTheme(<AlertHost />);
    act(() => void pushAlert({ type: 'success', message: 'Chvilka', timeoutMs: 500 }));
    advance(600);
    expect(status()).toBeEmptyDOMElement();
  });

  it('closes at once with its close button', () => {
    renderWithTheme(<AlertHost />);
    act(() => void pushAlert({ type: 'danger', message: 'Chyba' }));
    fireEvent.click(within(alertRegion()).getByRole('button', { name: 'Skrýt oznámení' }));
    expect(alertRegion()).toBeEmptyDOMElement();
  });

  it('stops the clock while hovered and resumes with the time that was left', () => {
    renderWithTheme(<AlertHost />);
    act(() => void pushAlert({ type: 'success', message: 'Trénink uložen' }));
    advance(1500);
    const alert = within(status()).getByText('Trénink uložen').parentElement as HTMLElement;
    fireEvent.mouseEnter(alert);
    advance(10_000);
    expect(status()).toHaveTextContent('Trénink uložen');
    fireEvent.mouseLeave(alert);
    advance(400);
    expect(status()).toHaveTextContent('Trénink uložen');
    advance(200);
    expect(status()).toBeEmptyDOMElement();
  });

  it('stops the clock while the close button has keyboard focus', () => {
    renderWithTheme(<AlertHost />);
    act(() => void pushAlert({ type: 'danger', message: 'Uložení se nezdařilo' }));
    const close = within(alertRegion()).getByRole('button', { name: 'Skrýt oznámení' });
    act(() => close.focus());
    advance(10_000);
    expect(alertRegion()).toHaveTextContent('Uložení se nezdařilo');
    act(() => close.blur());
    advance(4100);
    expect(alertRegion()).toBeEmptyDOMElement();
  });

  it('shows several alerts at once and times each on its own', () => {
    renderWithTheme(<AlertHost />);
    act(() => void pushAlert({ type: 'success', message: 'První' }));
    advance(1000);
    act(() => void pushAlert({ type: 'success', message: 'Druhý' }));
    expect(within(status()).getByText('První')).toBeInTheDocument();
    expect(within(status()).getByText('Druhý')).toBeInTheDocument();
    advance(1100);
    expect(status()).not.toHaveTextContent('První');
    expect(status()).toHaveTextContent('Druhý');
  });

  it('counts its 2 s from the first frame that draws it, not from the commit a busy page keeps off the screen', () => {
    const frames: FrameRequestCallback[] = [];
    const spy = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    try {
      renderWithTheme(<AlertHost />);
      act(() => void pushAlert({ type: 'success', message: 'Uloženo' }));
      // A long re-render: no frame for 3 s.
      advance(3000);
      expect(status()).toHaveTextContent('Uloženo');
      act(() => frames.splice(0).forEach((frame) => frame(performance.now())));
      advance(1990);
      expect(status()).toHaveTextContent('Uloženo');
      advance(20);
      expect(status()).toBeEmptyDOMElement();
    } finally {
      spy.mockRestore();
    }
  });
});

describe('AlertHost over a modal dialog', () => {
  beforeAll(() => mockModalDialogs());
  beforeEach(() => {
    jest.useFakeTimers();
    useAlertStore.setState({ alerts: [] });
  });
  afterEach(() => jest.useRealTimers());

  function Page({ open }: { open: boolean }) {
    return (
      <>
        <Dialog open={open} title="Nový transfer" onClose={() => undefined}>
          <p>Formulář</p>
        </Dialog>
        <AlertHost />
      </>
    );
  }
  const flushObservers = () => act(async () => void (await Promise.resolve()));

  it('shows an alert that comes while the dialog is open inside the dialog, above its backdrop and not inert', () => {
    renderWithTheme(<Page open />);
    act(() => void pushAlert({ type: 'danger', message: 'Transfer se nepodařilo uložit.' }));
    const dialog = screen.getByRole('dialog', { name: 'Nový transfer' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Transfer se nepodařilo uložit.');
    // Its own close button does not take the dialog's name.
    expect(within(dialog).getAllByRole('button', { name: 'Zavřít' })).toHaveLength(1);
  });

  it('goes back into the page when the dialog closes and keeps the time it had left (4 s in all)', async () => {
    const { rerender } = renderWithTheme(<Page open />);
    act(() => void pushAlert({ type: 'danger', message: 'Chyba' }));
    advance(1000);
    rerender(<Page open={false} />);
    await flushObservers();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(alertRegion()).toHaveTextContent('Chyba');
    expect(alertRegion().closest('dialog')).toBeNull();
    advance(2900);
    expect(alertRegion()).toHaveTextContent('Chyba');
    advance(200);
    expect(alertRegion()).toBeEmptyDOMElement();
  });

  it.each([
    ['danger', 'alert', 'status'],
    ['success', 'status', 'alert'],
  ] as const)('gives a %s alert in an open dialog the one %s region, inside the dialog, and no empty %s region beside it', (type, role, other) => {
    renderWithTheme(<Page open />);
    act(() => void pushAlert({ type, message: 'Transfer se nepodařilo uložit.' }));
    const regions = screen.getAllByRole(role);
    expect(regions).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Nový transfer' })).toContainElement(regions[0]);
    expect(regions[0]).toHaveTextContent('Transfer se nepodařilo uložit.');
    expect(screen.queryAllByRole(other)).toHaveLength(0);
  });

  it('shows the next alert in the page once the dialog has closed, with both regions back in the page', async () => {
    const { rerender } = renderWithTheme(<Page open />);
    act(() => void pushAlert({ type: 'danger', message: 'Chyba' }));
    advance(4100);
    rerender(<Page open={false} />);
    await flushObservers();
    act(() => void pushAlert({ type: 'success', message: 'Transfer byl uložen.' }));
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(status()).toHaveTextContent('Transfer byl uložen.');
    expect(status().closest('dialog')).toBeNull();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(alertRegion()).toBeEmptyDOMElement();
    expect(alertRegion().closest('dialog')).toBeNull();
  });

  it('keeps a region the dialog already shows when the other kind arrives, and each keeps its clock', () => {
    renderWithTheme(<Page open />);
    act(() => void pushAlert({ type: 'danger', message: 'Chyba' }));
    advance(1000);
    act(() => void pushAlert({ type: 'success', message: 'Uloženo' }));
    const dialog = screen.getByRole('dialog', { name: 'Nový transfer' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Chyba');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Uloženo');
    advance(2100);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Chyba');
    expect(within(dialog).queryByRole('status')).toBeNull();
    advance(1000);
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('leaves a dialog without alerts of its own free of the empty live regions', () => {
    renderWithTheme(<Page open />);
    const dialog = screen.getByRole('dialog', { name: 'Nový transfer' });
    expect(within(dialog).queryByRole('status')).toBeNull();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(status().closest('dialog')).toBeNull();
  });
});
