import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from './test-utils';
import { Button } from './button';
import { ConfirmHost, useConfirm } from './dialog';

// jsdom has no <dialog> modal API: a minimal stand-in that toggles the `open` attribute.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

function Remover({ onResult }: { onResult: (ok: boolean) => void }) {
  const confirm = useConfirm();
  return <Button onClick={async () => onResult(await confirm({ title: 'Odstranit účastníka?', message: 'Jan Novák bude odebrán.', danger: true }))}>Odstranit</Button>;
}

describe('confirmation dialog', () => {
  it('asks, and resolves true when confirmed', async () => {
    const onResult = jest.fn();
    renderWithTheme(
      <>
        <Remover onResult={onResult} />
        <ConfirmHost />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Odstranit' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Odstranit účastníka?' });
    expect(dialog).toHaveTextContent('Jan Novák bude odebrán.');
    await userEvent.click(screen.getByRole('button', { name: 'Potvrdit' }));
    expect(onResult).toHaveBeenCalledWith(true);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('resolves false when cancelled', async () => {
    const onResult = jest.fn();
    renderWithTheme(
      <>
        <Remover onResult={onResult} />
        <ConfirmHost />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Odstranit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Zrušit' }));
    expect(onResult).toHaveBeenCalledWith(false);
  });

  it('resolves false on Escape', async () => {
    const onResult = jest.fn();
    renderWithTheme(
      <>
        <Remover onResult={onResult} />
        <ConfirmHost />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Odstranit' }));
    const dialog = screen.getByRole('alertdialog');
    act(() => {
      dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    await waitFor(() => expect(onResult).toHaveBeenCalledWith(false));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
