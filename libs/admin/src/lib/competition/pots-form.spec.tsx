import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminCompetitionTeam } from '@phc/api-contract';
import { ApiError } from '@phc/api-client';
import { renderWithTheme } from '@phc/ui/testing';
import { PotsForm } from './pots-form';

const team = (id: number, clubName: string, pot: number | null): AdminCompetitionTeam => ({ id, name: null, teamNumber: 1, clubId: id, clubName, countryCode: 'CZ', pot });
const teams = [team(1, 'HC Praha', 1), team(2, 'Slavia', null), team(3, 'Dukla', null)];

describe('PotsForm', () => {
  it('shows each team’s stored pot and sends every team’s pot, none as null', async () => {
    const onSubmit = jest.fn(async () => undefined);
    const onSaved = jest.fn();
    renderWithTheme(<PotsForm teams={teams} onSubmit={onSubmit} onSaved={onSaved} />);
    expect(screen.getByRole('combobox', { name: 'Koš týmu HC Praha I' })).toHaveValue('1');
    expect(screen.getByRole('combobox', { name: 'Koš týmu Slavia I' })).toHaveValue('');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Koš týmu Slavia I' }), 'Koš 2');
    await userEvent.click(screen.getByRole('button', { name: 'Uložit koše' }));
    expect(onSubmit).toHaveBeenCalledWith({
      pots: [
        { teamId: 1, pot: 1 },
        { teamId: 2, pot: 2 },
        { teamId: 3, pot: null },
      ],
    });
    expect(onSaved).toHaveBeenCalled();
  });

  it('keeps the choices and says why when the competition is already published', async () => {
    const onSubmit = jest.fn(async () => Promise.reject(new ApiError(409, 'conflict', 'published')));
    renderWithTheme(<PotsForm teams={teams} onSubmit={onSubmit} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Koš týmu Dukla I' }), 'Koš 3');
    await userEvent.click(screen.getByRole('button', { name: 'Uložit koše' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Soutěž je zveřejněná: koše se už nemění.');
    expect(screen.getByRole('combobox', { name: 'Koš týmu Dukla I' })).toHaveValue('3');
  });
});
