import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@phc/api-client';
import { mockModalDialogs, renderWithTheme } from '@phc/ui/testing';
import { StateDialog } from './state-dialog';

// jsdom has no modal <dialog>.
beforeAll(mockModalDialogs);

const clubs = [
  { id: 1, name: 'HC Plzeň' },
  { id: 2, name: 'Sokol Brno' },
];

function setup(onConfirm = jest.fn(async () => undefined), state: 'approved' | 'new' = 'approved') {
  const onClose = jest.fn();
  renderWithTheme(<StateDialog state={state} clubs={clubs} onConfirm={onConfirm} onClose={onClose} />);
  return { onConfirm, onClose, dialog: () => screen.getByRole('alertdialog', { name: state === 'approved' ? 'Schválit – vybráno: 2' : 'Vrátit – vybráno: 2' }) };
}

describe('StateDialog', () => {
  it('names every club the decision applies to and starts on "Zrušit", so Enter never decides', async () => {
    const { dialog } = setup();
    expect(dialog()).toHaveTextContent('HC Plzeň');
    expect(dialog()).toHaveTextContent('Sokol Brno');
    expect(screen.getByRole('button', { name: 'Zrušit' })).toHaveFocus();
  });

  it('decides on confirmation and closes', async () => {
    const { onConfirm, onClose } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Schválit' }));
    expect(onConfirm).toHaveBeenCalledWith('approved', null);
    expect(onClose).toHaveBeenCalled();
  });

  it('sends the organiser’s word to the clubs with the decision (issue 24: it is quoted in their e-mail)', async () => {
    const { onConfirm } = setup(undefined, 'new');
    await userEvent.type(screen.getByRole('textbox', { name: 'Zpráva klubu' }), '  Doplňte prosím IČO.  ');
    await userEvent.click(screen.getByRole('button', { name: 'Vrátit' }));
    expect(onConfirm).toHaveBeenCalledWith('new', 'Doplňte prosím IČO.');
  });

  it('cancels without deciding', async () => {
    const { onConfirm, onClose } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Zrušit' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });

  it('stays open and explains a refused return of a club already in the draw', async () => {
    const { onClose } = setup(
      jest.fn(async () => {
        throw new ApiError(409, 'conflict', 'in the draw');
      }),
      'new',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Vrátit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Registraci klubu, který už hraje v rozlosování, nelze vrátit.');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('renders nothing to the user when no decision is chosen', () => {
    renderWithTheme(<StateDialog state={null} clubs={clubs} onConfirm={jest.fn()} onClose={jest.fn()} />);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
