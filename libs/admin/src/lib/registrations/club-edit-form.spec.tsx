import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { AdminClubEdit } from '@phc/api-contract';
import { ApiError } from '@phc/api-client';
import { renderWithTheme } from '@phc/ui/testing';
import { ClubEditForm } from './club-edit-form';

const club: AdminClubEdit = {
  id: 4,
  clubName: 'HC Praha',
  street: 'Nádražní 1',
  city: 'Praha',
  zip: '110 00',
  countryId: 1,
  taxId: null,
  vatId: null,
  contact: { firstName: 'Jana', lastName: 'Nová', email: 'jana@example.test', phone: '+420 777 888 999' },
  note: null,
  teams: [
    { id: 11, name: null, teamNumber: 1, teamCategoryId: 1, rosterSize: 12, inDraw: true },
    { id: 12, name: 'Lvi', teamNumber: 2, teamCategoryId: 1, rosterSize: 3, inDraw: false },
  ],
  countries: [
    { id: 1, code: 'CZ', name: { cs: 'Česko', en: 'Czechia' } },
    { id: 2, code: 'DE', name: { cs: 'Německo', en: 'Germany' } },
  ],
  categories: [
    { id: 1, code: 'A', name: { cs: 'Starší dorostenci', en: 'Older boys' } },
    { id: 2, code: 'B', name: { cs: 'Mladší dorostenci', en: 'Younger boys' } },
  ],
};

function setup(onSave = jest.fn(async () => undefined)) {
  renderWithTheme(
    <MemoryRouter>
      <ClubEditForm club={club} onSave={onSave} onCancel={jest.fn()} />
    </MemoryRouter>,
  );
  return { onSave };
}

const team = (legend: string) => within(screen.getByRole('group', { name: legend }));
const save = () => userEvent.click(screen.getByRole('button', { name: 'Uložit změny' }));

describe('ClubEditForm', () => {
  it('saves the changed club and team names with the other values as loaded', async () => {
    const { onSave } = setup();
    const name = screen.getByRole('textbox', { name: /Název klubu/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'HC Praha-Západ');
    await userEvent.type(team('Tým Starší dorostenci II').getByRole('textbox', { name: 'Název týmu' }), ' Junior');
    await userEvent.selectOptions(team('Tým Starší dorostenci II').getByRole('combobox', { name: /Kategorie/ }), 'B – Mladší dorostenci');
    await save();
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        clubName: 'HC Praha-Západ',
        countryId: 1,
        taxId: null,
        note: null,
        teams: [
          { id: 11, name: null, teamCategoryId: 1 },
          { id: 12, name: 'Lvi Junior', teamCategoryId: 2 },
        ],
      }),
    );
  });

  it('keeps the category of a team in the draw and says why', () => {
    setup();
    expect(team('Tým Starší dorostenci I').getByRole('combobox', { name: /Kategorie/ })).toBeDisabled();
    expect(team('Tým Starší dorostenci I').getByText('Tým je v rozlosování, kategorie zůstává.')).toBeInTheDocument();
  });

  it('checks the fields with the contract before saving', async () => {
    const { onSave } = setup();
    await userEvent.clear(screen.getByRole('textbox', { name: /Název klubu/ }));
    const email = screen.getByRole('textbox', { name: /E-mail/ });
    await userEvent.clear(email);
    await userEvent.type(email, 'jana');
    await save();
    expect(await screen.findByText('Zadejte platný e-mail.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Název klubu/ })).toHaveAttribute('aria-invalid', 'true');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows the server’s field codes on the fields and keeps what was typed', async () => {
    setup(jest.fn(async () => Promise.reject(new ApiError(400, 'validation', 'bad', { 'contact.phone': ['phone'], 'teams.1.name': ['tooLong'] }))));
    await userEvent.type(screen.getByRole('textbox', { name: /Poznámka/ }), 'Přijedou autobusem');
    await save();
    expect(await screen.findByText('Text je příliš dlouhý.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Telefon/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: /Poznámka/ })).toHaveValue('Přijedou autobusem');
  });

  it('explains a category the roster does not fit on the moved team’s field', async () => {
    setup(jest.fn(async () => Promise.reject(new ApiError(409, 'roster_breaks_category', 'no'))));
    const category = team('Tým Starší dorostenci II').getByRole('combobox', { name: /Kategorie/ });
    await userEvent.selectOptions(category, 'B – Mladší dorostenci');
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent('Soupiska týmu nesplňuje pravidla nové kategorie');
    expect(category).toHaveAttribute('aria-invalid', 'true');
    expect(category).toHaveValue('2');
  });

  it('explains a country change that would switch the invoice currency', async () => {
    setup(jest.fn(async () => Promise.reject(new ApiError(409, 'currency_change', 'no'))));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Země/ }), 'Německo');
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent('změna země by změnila měnu faktury');
    expect(screen.getByRole('combobox', { name: /Země/ })).toHaveAttribute('aria-invalid', 'true');
  });
});
