import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '@phc/ui/testing';
import { SharePanel } from './share-panel';

const url = 'https://www.pragueclash.test/vysledky/tym/7';

// The browser's edge only: the share sheet and the clipboard (jsdom has neither).
function setNavigator(parts: { share?: Navigator['share']; clipboard?: Partial<Clipboard> }) {
  Object.defineProperty(navigator, 'share', { configurable: true, value: parts.share });
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: parts.clipboard });
}

afterEach(() => setNavigator({}));

describe('the share panel of a team page', () => {
  it("opens the phone's share sheet with the page's title and link where the browser has one", async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    setNavigator({ share });
    renderWithTheme(<SharePanel url={url} title="HC Praha A I" />);
    expect(screen.queryByRole('button', { name: 'Kopírovat odkaz' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Sdílet odkaz…' }));
    expect(share).toHaveBeenCalledWith({ title: 'HC Praha A I', url });
  });

  it('says nothing when the visitor closes the share sheet', async () => {
    setNavigator({ share: jest.fn().mockRejectedValue(new DOMException('cancelled', 'AbortError')) });
    renderWithTheme(<SharePanel url={url} title="HC Praha A I" />);
    await userEvent.click(screen.getByRole('button', { name: 'Sdílet odkaz…' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('copies the link where there is no share sheet, and says so', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    setNavigator({ clipboard: { writeText } });
    renderWithTheme(<SharePanel url={url} title="HC Praha A I" />);
    expect(screen.queryByRole('button', { name: 'Sdílet odkaz…' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Kopírovat odkaz' }));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(await screen.findByRole('status')).toHaveTextContent('Odkaz je zkopírovaný.');
  });

  it('offers the link to copy by hand when the clipboard refuses it or is missing', async () => {
    setNavigator({ clipboard: { writeText: jest.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError')) } });
    const { unmount } = renderWithTheme(<SharePanel url={url} title="HC Praha A I" />);
    await userEvent.click(screen.getByRole('button', { name: 'Kopírovat odkaz' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Odkaz se nepodařilo zkopírovat');
    expect(screen.getByRole('textbox', { name: 'Odkaz na stránku týmu' })).toHaveValue(url);
    unmount();
    // An insecure page (http) has no navigator.clipboard at all.
    setNavigator({});
    renderWithTheme(<SharePanel url={url} title="HC Praha A I" />);
    await userEvent.click(screen.getByRole('button', { name: 'Kopírovat odkaz' }));
    expect(await screen.findByRole('textbox', { name: 'Odkaz na stránku týmu' })).toHaveValue(url);
  });

  it("shows the page's link as a QR code", () => {
    setNavigator({});
    renderWithTheme(<SharePanel url={url} title="HC Praha A I" />);
    const qr = screen.getByRole('img', { name: 'QR kód odkazu na stránku týmu' });
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M4 4h1v1h-1z/);
  });
});
