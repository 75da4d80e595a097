import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@phc/api-client';
import { renderWithTheme } from '@phc/ui/testing';
import { LevelForm } from './level-form';

const empty = { nameCs: '', nameEn: '', type: 'group' as const, order: 3 };

describe('LevelForm', () => {
  it('sends the level in both languages with its type and order, and empties for the next one', async () => {
    const onSubmit = jest.fn(async () => undefined);
    renderWithTheme(<LevelForm defaultValues={empty} submitLabel="Přidat úroveň" onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('textbox', { name: /Název česky/ }), 'Semifinále');
    await userEvent.type(screen.getByRole('textbox', { name: /Název anglicky/ }), 'Semifinals');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Typ/ }), 'Play-off');
    await userEvent.click(screen.getByRole('button', { name: 'Přidat úroveň' }));
    expect(onSubmit).toHaveBeenCalledWith({ nameCs: 'Semifinále', nameEn: 'Semifinals', type: 'playoff', order: 3 });
    expect(screen.getByRole('textbox', { name: /Název česky/ })).toHaveValue('');
  });

  it('sends nothing without names, and shows a taken name on its field with what was typed kept', async () => {
    const onSubmit = jest.fn(async () => Promise.reject(new ApiError(400, 'validation', 'taken', { nameEn: ['taken'] })));
    renderWithTheme(<LevelForm defaultValues={empty} submitLabel="Přidat úroveň" onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Přidat úroveň' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('textbox', { name: /Název česky/ }), 'Finále');
    await userEvent.type(screen.getByRole('textbox', { name: /Název anglicky/ }), 'Final');
    await userEvent.click(screen.getByRole('button', { name: 'Přidat úroveň' }));
    expect(await screen.findByText('Úroveň s tímto názvem už v kategorii je.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Název anglicky/ })).toHaveValue('Final');
  });

  it('keeps the type of a level that has groups and still sends it', async () => {
    const onSubmit = jest.fn(async () => undefined);
    renderWithTheme(<LevelForm defaultValues={{ nameCs: 'Finále', nameEn: 'Final', type: 'playoff', order: 9 }} typeLocked submitLabel="Uložit úroveň" onSubmit={onSubmit} />);
    expect(screen.queryByRole('combobox', { name: /Typ/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Uložit úroveň' }));
    expect(onSubmit).toHaveBeenCalledWith({ nameCs: 'Finále', nameEn: 'Final', type: 'playoff', order: 9 });
  });
});
