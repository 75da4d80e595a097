import { StrictMode } from 'react';
import { act, screen } from '@testing-library/react';
import { mockModalDialogs, renderWithTheme } from '../test-utils';
import { Dialog } from './dialog';

// jsdom has no modal <dialog>.
beforeAll(mockModalDialogs);

describe('Dialog closed and reopened by its own effect', () => {
  it('stays open when its own effect closes and reopens it at once (the development double run)', async () => {
    const onClose = jest.fn();
    renderWithTheme(
      <StrictMode>
        <Dialog open title="Hráč na výjimku" onClose={onClose}>
          <p>Zařadit?</p>
        </Dialog>
      </StrictMode>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Hráč na výjimku' }) as HTMLDialogElement;
    // What the effect's cleanup and its second run do: the close event still arrives a task later.
    act(() => {
      dialog.close();
      dialog.showModal();
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog).toHaveAttribute('open');
  });

  it('still reports a close the browser does on its own', async () => {
    const onClose = jest.fn();
    renderWithTheme(
      <StrictMode>
        <Dialog open title="Hráč na výjimku" onClose={onClose}>
          <p>Zařadit?</p>
        </Dialog>
      </StrictMode>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    act(() => (screen.getByRole('dialog') as HTMLDialogElement).close());
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
