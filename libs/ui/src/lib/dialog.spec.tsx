import { useState } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockModalDialogs, renderWithTheme } from '../test-utils';
import { Button } from './button';
import { ConfirmHost, useConfirm } from './confirm';
import { ConfirmDialog, Dialog } from './dialog';

// jsdom has no modal <dialog>.
beforeAll(mockModalDialogs);

function EditDialog({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Upravit tým</Button>
      <Dialog
        open={open}
        title="Upravit tým"
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        actions={<Button onClick={() => setOpen(false)}>Uložit</Button>}
      >
        <p>Název týmu</p>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('shows nothing while closed', () => {
    renderWithTheme(<EditDialog />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens as a modal named by its title, with focus inside', async () => {
    renderWithTheme(<EditDialog />);
    await userEvent.click(screen.getByRole('button', { name: 'Upravit tým' }));
    const dialog = screen.getByRole('dialog', { name: 'Upravit tým' });
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveTextContent('Název týmu');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes with its close button and gives focus back to the opener', async () => {
    const onClose = jest.fn();
    renderWithTheme(<EditDialog onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Upravit tým' });
    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Zavřít' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const onClose = jest.fn();
    renderWithTheme(<EditDialog onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Upravit tým' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('returns focus when its own action closes it, without calling onClose', async () => {
    const onClose = jest.fn();
    renderWithTheme(<EditDialog onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Upravit tým' });
    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Uložit' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(opener).toHaveFocus();
  });

  it('tells the owner when the browser closes it on its own', async () => {
    const onClose = jest.fn();
    renderWithTheme(<EditDialog onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Upravit tým' }));
    act(() => (screen.getByRole('dialog') as HTMLDialogElement).close());
    // As in browsers, the close event arrives a task later.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('ConfirmDialog', () => {
  it('is an alert dialog described by its message, with focus on cancel', () => {
    renderWithTheme(<ConfirmDialog open title="Zrušit trénink?" message="Hala bude uvolněna." onConfirm={jest.fn()} onCancel={jest.fn()} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Zrušit trénink?' });
    expect(dialog).toHaveAccessibleDescription('Hala bude uvolněna.');
    expect(screen.getByRole('button', { name: 'Zrušit' })).toHaveFocus();
  });

  it('uses the given labels and reports the choice', async () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    renderWithTheme(<ConfirmDialog open danger title="Odebrat hráče?" confirmLabel="Odebrat" cancelLabel="Ponechat" onConfirm={onConfirm} onCancel={onCancel} />);
    await userEvent.click(screen.getByRole('button', { name: 'Odebrat' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Ponechat' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});

function Remover({ onResult }: { onResult: (ok: boolean) => void }) {
  const confirm = useConfirm();
  return <Button onClick={async () => onResult(await confirm({ title: 'Odstranit účastníka?', message: 'Jan Novák bude odebrán.', danger: true }))}>Odstranit</Button>;
}

const renderRemover = (onResult: (ok: boolean) => void) =>
  renderWithTheme(
    <>
      <Remover onResult={onResult} />
      <ConfirmHost />
    </>,
  );

describe('useConfirm', () => {
  it('asks, and resolves true when confirmed', async () => {
    const onResult = jest.fn();
    renderRemover(onResult);
    await userEvent.click(screen.getByRole('button', { name: 'Odstranit' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Odstranit účastníka?' });
    expect(dialog).toHaveTextContent('Jan Novák bude odebrán.');
    await userEvent.click(screen.getByRole('button', { name: 'Potvrdit' }));
    expect(onResult).toHaveBeenCalledWith(true);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('resolves false when cancelled', async () => {
    const onResult = jest.fn();
    renderRemover(onResult);
    await userEvent.click(screen.getByRole('button', { name: 'Odstranit' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Zrušit' }));
    expect(onResult).toHaveBeenCalledWith(false);
  });

  it('resolves false on Escape and returns focus to the button that asked', async () => {
    const onResult = jest.fn();
    renderRemover(onResult);
    const opener = screen.getByRole('button', { name: 'Odstranit' });
    await userEvent.click(opener);
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    expect(onResult).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('answers no when the host goes away with a question open', async () => {
    const onResult = jest.fn();
    const { unmount } = renderRemover(onResult);
    await userEvent.click(screen.getByRole('button', { name: 'Odstranit' }));
    unmount();
    await act(async () => undefined);
    expect(onResult).toHaveBeenCalledWith(false);
  });

  it('answers no, loudly, when no host is mounted', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const onResult = jest.fn();
    renderWithTheme(<Remover onResult={onResult} />);
    fireEvent.click(screen.getByRole('button', { name: 'Odstranit' }));
    await act(async () => undefined);
    expect(onResult).toHaveBeenCalledWith(false);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('ConfirmHost'));
    error.mockRestore();
  });
});
