import { screen } from '@testing-library/react';
import type { ConfigValue, Enums } from '@phc/api-contract';
import { renderWithTheme } from '@phc/ui/testing';
import { emptyRegistration } from './registration-logic';
import { RegistrationForm } from './registration-form';
import { registrationFieldFlags } from './registration-flags';

// SPEC §9 flags of the registration form: each test turns one off and sees its effect.

const config = (values: Record<string, string | null>): ConfigValue[] => Object.entries(values).map(([key, value]) => ({ key, dataType: 'string' as const, value, format: null }));
const allOn = { vip_party: '1', handball_restaurant: '1', show_accommodation: '1', allow_team_bundle_persons_count_updates: '1', club_team_add_till: '2099-01-01' };

const enums = (values: Record<string, string | null>): Enums =>
  ({ configurations: config(values), tshirtSizes: [], countries: [], regions: [], teamCategories: [], pricelistItems: [], serviceLevels: [], trainingTypes: [] }) as Enums;

function renderForm(values: Record<string, string | null>, clubId: number | null = null) {
  const initial = emptyRegistration();
  if (clubId !== null) initial.teams = [{ ...initial.teams[0], id: 5 }];
  const storage = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };
  renderWithTheme(<RegistrationForm clubId={clubId} initialValues={initial} enums={enums(values)} orderBundles={[]} needsPassword={false} onSubmit={jest.fn()} storage={storage} />, { route: '/registrace' });
}

describe('registration form flags', () => {
  it('offers VIP tickets, single rooms and restaurant meals when their features are on', () => {
    renderForm(allOn);
    expect(screen.getByRole('spinbutton', { name: 'VIP vstupenky' })).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Jednolůžkové pokoje' })).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Jídla navíc v restauraci' })).toBeInTheDocument();
  });

  it.each([
    ['vip_party', 'VIP vstupenky'],
    ['handball_restaurant', 'Jídla navíc v restauraci'],
    ['show_accommodation', 'Jednolůžkové pokoje'],
  ])('hides the field of %s when it is off', (key, label) => {
    renderForm({ ...allOn, [key]: '0' });
    expect(screen.queryByRole('spinbutton', { name: label })).not.toBeInTheDocument();
  });

  it('keeps an existing team’s persons read-only when allow team bundle persons count updates is off', () => {
    renderForm({ ...allOn, allow_team_bundle_persons_count_updates: '0' }, 8);
    expect(screen.getByRole('spinbutton', { name: 'Osoby' })).toHaveAttribute('readonly');
  });

  it('lets persons change with the flag on, and always in a new registration', () => {
    renderForm(allOn, 8);
    expect(screen.getByRole('spinbutton', { name: 'Osoby' })).not.toHaveAttribute('readonly');
    expect(registrationFieldFlags(config({ allow_team_bundle_persons_count_updates: '0' }), new Date(), false).personsEditable).toBe(true);
  });

  it('stops adding teams to an edited registration after club team add till', () => {
    renderForm({ ...allOn, club_team_add_till: '2000-01-01' }, 8);
    expect(screen.queryByRole('button', { name: 'Přidat tým' })).not.toBeInTheDocument();
    expect(screen.getByText(/Nové týmy už nelze přidávat/)).toBeInTheDocument();
  });
});
