import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ExtraPersonGroup, ExtraPersonGroupsBody, OrderBundle } from '@phc/api-contract';
import { ApiError } from '@phc/api-client';
import { renderWithTheme } from '@phc/ui/testing';
import { ExtraPersonsForm } from './extra-persons-form';

const bundle: OrderBundle = { id: 11, pricelistItemId: 1, name: { cs: 'Škola', en: 'School' }, description: { cs: '', en: '' }, availabilityFilter: null, includesAccommodation: true };
const stored: ExtraPersonGroup = { id: 4, uuid: 'u-4', orderBundleId: 11, persons: 3, handballPersons: 1, vipPartyPersons: 0, singleRooms: 0 };
const allFlags = { vipTickets: true, singleRooms: true, restaurantMeals: true, personsEditable: true };

function renderForm(props: Partial<Parameters<typeof ExtraPersonsForm>[0]> = {}) {
  const onSubmit = jest.fn<Promise<unknown>, [ExtraPersonGroupsBody]>().mockResolvedValue(undefined);
  renderWithTheme(<ExtraPersonsForm groups={[]} orderBundles={[bundle]} flags={allFlags} onSubmit={onSubmit} {...props} />, { route: '/klub/1/registrace' });
  return { onSubmit };
}

describe('ExtraPersonsForm (SPEC §3 extra person groups)', () => {
  it('says there are none yet, adds a group and sends it as the contract has it', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    expect(screen.getByText('Zatím žádné další osoby.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Přidat skupinu osob' }));
    const group = screen.getByRole('group', { name: 'Skupina 1' });
    await user.selectOptions(within(group).getByRole('combobox', { name: 'Balíček' }), 'Škola');
    await user.clear(within(group).getByRole('spinbutton', { name: 'Osoby' }));
    await user.type(within(group).getByRole('spinbutton', { name: 'Osoby' }), '4');
    await user.type(within(group).getByRole('spinbutton', { name: 'Jednolůžkové pokoje' }), '{backspace}2');
    await user.click(screen.getByRole('button', { name: 'Uložit další osoby' }));
    expect(onSubmit).toHaveBeenCalledWith({ groups: [{ orderBundleId: 11, persons: 4, handballPersons: 0, vipPartyPersons: 0, singleRooms: 2 }] });
  });

  it('keeps a stored group’s id, removes a group and shows the server’s field errors translated', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm({ groups: [stored] });
    onSubmit.mockRejectedValueOnce(new ApiError(400, 'validation', 'Invalid', { 'groups.0.orderBundleId': ['invalid'] }));
    await user.click(screen.getByRole('button', { name: 'Uložit další osoby' }));
    expect(onSubmit).toHaveBeenCalledWith({ groups: [{ id: 4, orderBundleId: 11, persons: 3, handballPersons: 1, vipPartyPersons: 0, singleRooms: 0 }] });
    expect(await screen.findByText('Neplatná hodnota.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Odebrat skupinu 1' }));
    await user.click(screen.getByRole('button', { name: 'Uložit další osoby' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ groups: [] });
  });

  it('refuses a negative count before sending and explains a closed registration', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm({ groups: [stored] });
    await user.type(screen.getByRole('spinbutton', { name: 'VIP vstupenky' }), '{backspace}-1');
    await user.click(screen.getByRole('button', { name: 'Uložit další osoby' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(screen.getByRole('spinbutton', { name: 'VIP vstupenky' }), '{backspace}{backspace}1');
    onSubmit.mockRejectedValueOnce(new ApiError(409, 'club_approved', 'Approved'));
    await user.click(screen.getByRole('button', { name: 'Uložit další osoby' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Registraci už nelze měnit');
  });

  it('hides the extras the tournament does not offer', () => {
    renderForm({ groups: [stored], flags: { ...allFlags, vipTickets: false, singleRooms: false, restaurantMeals: false } });
    expect(screen.queryByRole('spinbutton', { name: 'VIP vstupenky' })).not.toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Osoby' })).toBeInTheDocument();
  });
});
