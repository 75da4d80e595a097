import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '@phc/ui/testing';
import { polyfillDialog } from './dialog-polyfill.testing';
import { ScoreDialog, type ScoreDialogProps } from './score-dialog';

beforeAll(polyfillDialog);

function renderDialog(over: Partial<ScoreDialogProps> = {}) {
  const onSave = jest.fn(async () => undefined);
  const onClose = jest.fn();
  renderWithTheme(<ScoreDialog open homeName="Dukla" awayName="Sparta" current={{ home: 2, away: 1 }} blocked={false} ofSet={false} onSave={onSave} onClose={onClose} {...over} />);
  return { onSave, onClose, dialog: screen.getByRole('dialog', { name: 'Skóre zápasu' }) };
}

describe('ScoreDialog', () => {
  it('is blocked while a roster is empty (SPEC §5) and says why', async () => {
    const { dialog, onSave } = renderDialog({ blocked: true });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Skóre nelze uložit, dokud je soupiska domácích nebo hostů prázdná.');
    expect(within(dialog).getByRole('button', { name: 'Uložit skóre' })).toBeDisabled();
    expect(within(dialog).getByRole('spinbutton', { name: 'Dukla' })).toBeDisabled();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves the typed score', async () => {
    const { dialog, onSave, onClose } = renderDialog();
    const home = within(dialog).getByRole('spinbutton', { name: 'Dukla' });
    expect(home).toHaveValue(2);
    await userEvent.clear(home);
    await userEvent.type(home, '4');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Uložit skóre' }));
    expect(onSave).toHaveBeenCalledWith({ home: 4, away: 1 });
    expect(onClose).toHaveBeenCalled();
  });

  it('shows the SPEC §8 message when the score could not be saved', async () => {
    const { dialog, onClose } = renderDialog({ onSave: jest.fn(async () => Promise.reject(new Error('storage'))) });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Uložit skóre' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Neznámá chyba – skóre nebylo uloženo');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('edits the set in volleyball', () => {
    renderWithTheme(<ScoreDialog open homeName="A" awayName="B" current={{ home: 20, away: 18 }} blocked={false} ofSet onSave={jest.fn()} onClose={jest.fn()} />);
    expect(screen.getByRole('dialog', { name: 'Skóre setu' })).toBeInTheDocument();
  });
});
