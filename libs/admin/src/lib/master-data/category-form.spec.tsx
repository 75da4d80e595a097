import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@phc/api-client';
import type { AdminPlayerLimits, AdminTeamCategory } from '@phc/api-contract';
import { renderWithTheme } from '@phc/ui/testing';
import { CategoryForm } from './category-form';

const defaults: AdminPlayerLimits = { minPlayers: 7, maxPlayers: 14, minLeaders: 1, maxLeaders: 4, playersCountWarningFrom: 13, maxExceptionPlayers: 2 };
const category: AdminTeamCategory = {
  id: 3,
  code: 'B',
  nameCs: 'B chlapci',
  nameEn: 'B boys',
  gender: 'M',
  birthYearFrom: 2009,
  birthYearTo: 2010,
  maxOtherGenderPlayers: 0,
  maxOlderPlayers: 2,
  smallCourt: false,
  sortOrder: 3,
  teams: 12,
  limits: null,
};

function setup(onSubmit = jest.fn().mockResolvedValue(undefined), edited: AdminTeamCategory | null = category) {
  renderWithTheme(<CategoryForm category={edited} defaults={defaults} nextSortOrder={9} onSubmit={onSubmit} onCancel={jest.fn()} />);
  return onSubmit;
}

const field = (name: string) => screen.getByRole('spinbutton', { name: new RegExp(`^${name}`) });

describe('CategoryForm', () => {
  it('sends the edited category with numbers and, once turned on, its own roster limits prefilled from the defaults', async () => {
    const onSubmit = setup();
    await userEvent.clear(field('Nejvýše starších hráčů'));
    await userEvent.type(field('Nejvýše starších hráčů'), '3');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Vlastní limity soupisky (jinak platí výchozí)' }));
    expect(field('Hráčů nejvíce')).toHaveValue(14);
    await userEvent.clear(field('Hráčů nejvíce'));
    await userEvent.type(field('Hráčů nejvíce'), '16');
    await userEvent.click(screen.getByRole('button', { name: 'Uložit kategorii' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ code: 'B', gender: 'M', birthYearFrom: 2009, birthYearTo: 2010, maxOlderPlayers: 3, limits: { ...defaults, maxPlayers: 16 } })),
    );
  });

  it('shows the cross-field rules on their fields before sending: reversed birth years, minimum above maximum', async () => {
    const onSubmit = setup();
    await userEvent.clear(field('Ročník do'));
    await userEvent.type(field('Ročník do'), '2005');
    await userEvent.click(screen.getByRole('checkbox', { name: /Vlastní limity/ }));
    await userEvent.clear(field('Vedoucích nejméně'));
    await userEvent.type(field('Vedoucích nejméně'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Uložit kategorii' }));
    expect(await screen.findByText('Ročník „do“ nesmí být starší než ročník „od“.')).toBeInTheDocument();
    expect(field('Ročník do')).toHaveAccessibleDescription(expect.stringContaining('Ročník „do“ nesmí být starší'));
    expect(field('Vedoucích nejméně')).toHaveAccessibleDescription(expect.stringContaining('Minimum nesmí být větší než maximum.'));
    expect(field('Vedoucích nejméně')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('puts the server’s field codes on the fields and keeps everything typed', async () => {
    const onSubmit = setup(jest.fn().mockRejectedValue(new ApiError(400, 'validation', 'taken', { code: ['taken'], 'limits.maxPlayers': ['max'] })), null);
    await userEvent.type(screen.getByRole('textbox', { name: /^Kód/ }), 'A');
    await userEvent.type(screen.getByRole('textbox', { name: /^Název česky/ }), 'A dorostenci');
    await userEvent.type(screen.getByRole('textbox', { name: /^Název anglicky/ }), 'A youth');
    await userEvent.click(screen.getByRole('checkbox', { name: /Vlastní limity/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Uložit kategorii' }));
    expect(await screen.findByText('Tento kód už je použitý.')).toBeInTheDocument();
    expect(screen.getByText('Hodnota je příliš velká.')).toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ code: 'A', gender: 'X', sortOrder: 9, birthYearFrom: null }));
    expect(screen.getByRole('textbox', { name: /^Kód/ })).toHaveValue('A');
    expect(screen.getByRole('textbox', { name: /^Název česky/ })).toHaveValue('A dorostenci');
  });

  it('says so when the save fails for another reason, keeping the form', async () => {
    setup(jest.fn().mockRejectedValue(new ApiError(0, 'network', 'offline')));
    await userEvent.click(screen.getByRole('button', { name: 'Uložit kategorii' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Kategorii se nepodařilo uložit. Zkuste to prosím znovu.');
    expect(screen.getByRole('textbox', { name: /^Název česky/ })).toHaveValue('B chlapci');
  });
});
