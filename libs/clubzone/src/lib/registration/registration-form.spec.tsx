import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClubRegistrationBody, Enums, OrderBundle } from '@phc/api-contract';
import { ApiError } from '@phc/api-client';
import { renderWithTheme } from '@phc/ui/testing';
import { draftKey, emptyRegistration, serializeDraft } from './registration-logic';
import { RegistrationForm } from './registration-form';

const text = (cs: string, en: string) => ({ cs, en });
const enums: Enums = {
  configurations: [{ key: 'team_name_required', dataType: 'boolean', value: 'false', format: null }],
  tshirtSizes: [{ id: 1, code: 'XS' }],
  countries: [
    { id: 1, countryCode: 'CZ', translations: [{ locale: 'cs', name: 'Česko' }, { locale: 'en', name: 'Czechia' }] },
    { id: 2, countryCode: 'DE', translations: [{ locale: 'cs', name: 'Německo' }, { locale: 'en', name: 'Germany' }] },
  ],
  regions: [{ id: 5, countryId: 1, code: 'CZ-10', name: text('Praha', 'Prague') }],
  teamCategories: [{ id: 7, code: 'A', name: text('A chlapci', 'A boys'), gender: 'M', birthYearFrom: 2007 }],
  pricelistItems: [],
  serviceLevels: [{ id: 3, code: 'basic', name: text('Základní', 'Basic') }],
  trainingTypes: [],
};
const bundle = (id: number, cs: string, availabilityFilter: string | null): OrderBundle => ({
  id,
  pricelistItemId: id,
  name: text(cs, cs),
  description: text('', ''),
  availabilityFilter,
  includesAccommodation: false,
});
const bundles = [bundle(11, 'Bez ubytování', null), bundle(12, 'Domácí startovné', '^(CZ|SK)'), bundle(13, 'Hotel', '^(?!CZ)')];

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), removeItem: (k: string) => void data.delete(k), data };
}

function renderForm(props: Partial<Parameters<typeof RegistrationForm>[0]> = {}) {
  const onSubmit = jest.fn<Promise<void>, [ClubRegistrationBody]>().mockResolvedValue(undefined);
  const storage = memoryStorage();
  renderWithTheme(
    <RegistrationForm clubId={null} initialValues={emptyRegistration()} enums={enums} orderBundles={bundles} needsPassword={false} onSubmit={onSubmit} storage={storage} {...props} />,
    { route: '/registrace' },
  );
  return { onSubmit, storage: (props.storage as ReturnType<typeof memoryStorage>) ?? storage };
}

/** Click and paste: what a user does in one step, far cheaper than a keystroke per character in jsdom. */
async function fill(user: ReturnType<typeof userEvent.setup>, element: HTMLElement, value: string) {
  await user.click(element);
  await user.paste(value);
}

async function fillValidClub(user: ReturnType<typeof userEvent.setup>) {
  await fill(user, screen.getByRole('textbox', { name: 'Název klubu' }), 'HC Test');
  await fill(user, screen.getByRole('textbox', { name: 'Ulice a číslo' }), 'Hlavní 1');
  await fill(user, screen.getByRole('textbox', { name: 'Město' }), 'Brno');
  await fill(user, screen.getByRole('textbox', { name: 'PSČ' }), '60200');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Země' }), 'Česko');
  const contact = screen.getByRole('group', { name: 'Kontaktní osoba' });
  await fill(user, within(contact).getByRole('textbox', { name: 'Jméno' }), 'Jana');
  await fill(user, within(contact).getByRole('textbox', { name: 'Příjmení' }), 'Nová');
  await fill(user, within(contact).getByRole('textbox', { name: 'E-mail' }), 'jana@example.test');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Kategorie' }), 'A – A chlapci');
}

// Filling a whole registration form in jsdom takes a few seconds on a shared 2-core machine.
jest.setTimeout(30_000);

describe('RegistrationForm', () => {
  it('marks required fields and shows the SPEC §5 errors in Czech on their fields, keeping what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    const { onSubmit } = renderForm();
    expect(screen.getByRole('textbox', { name: 'Název klubu' })).toHaveAttribute('aria-required', 'true');
    await fillValidClub(user);
    const contact = screen.getByRole('group', { name: 'Kontaktní osoba' });
    await fill(user, within(contact).getByRole('textbox', { name: 'Telefon' }), '777888');
    await user.click(screen.getByRole('button', { name: 'Odeslat registraci' }));
    expect(await screen.findByText('Zadejte telefonní číslo, např. 777 888 999; zahraniční s předvolbou, např. +49 30 1234567.')).toBeInTheDocument();
    expect(screen.getByText('Bez souhlasu s podmínkami nelze pokračovat.')).toBeInTheDocument();
    expect(within(contact).getByRole('textbox', { name: 'Telefon' })).toHaveAttribute('aria-invalid', 'true');
    expect(within(contact).getByRole('textbox', { name: 'Telefon' })).toHaveValue('777888');
    expect(screen.getByRole('textbox', { name: 'Název klubu' })).toHaveValue('HC Test');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a service level and a bundle that contradict each other (Hostel + Škola, issue 24)', async () => {
    const user = userEvent.setup({ delay: null });
    const item = (id: number, code: string) => ({ id, serviceTypeId: 12, code, nameCs: code, nameEn: code, priceCzk: 1, priceEur: 1, availabilityFilter: null });
    const levelled: Enums = {
      ...enums,
      serviceLevels: [...enums.serviceLevels, { id: 4, code: 'hostel', name: text('Hostel', 'Hostel') }, { id: 5, code: 'school', name: text('Škola', 'School') }],
      pricelistItems: [item(21, 'bundle_school')],
    };
    const { onSubmit } = renderForm({ enums: levelled, orderBundles: [{ ...bundle(21, 'Balíček Škola', null), includesAccommodation: true }] });
    await fillValidClub(user);
    await fill(user, within(screen.getByRole('group', { name: 'Kontaktní osoba' })).getByRole('textbox', { name: 'Telefon' }), '+420 777 888 999');
    await user.click(screen.getByRole('checkbox', { name: /Souhlasím/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Úroveň služeb' }), 'Hostel');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Balíček' }), 'Balíček Škola');
    await user.click(screen.getByRole('button', { name: 'Odeslat registraci' }));
    expect(await screen.findByText(/Balíček neodpovídá zvolené úrovni služeb/)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Úroveň služeb' }), 'Škola');
    await user.click(screen.getByRole('button', { name: 'Odeslat registraci' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ teams: [expect.objectContaining({ serviceLevelId: 5, orderBundleId: 21 })] })));
  });

  // Issue 24: "777 123 456" was refused; the form and the server take it as the same Czech number.
  it('takes a Czech phone number as people type it and sends it in one form', async () => {
    const user = userEvent.setup({ delay: null });
    const { onSubmit } = renderForm();
    await fillValidClub(user);
    await fill(user, within(screen.getByRole('group', { name: 'Kontaktní osoba' })).getByRole('textbox', { name: 'Telefon' }), '777 123 456');
    await user.click(screen.getByRole('checkbox', { name: /Souhlasím s podmínkami registrace/ }));
    await user.click(screen.getByRole('button', { name: 'Odeslat registraci' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0].contact.phone).toBe('+420 777 123 456');
  });

  it('asks for at least one team when the last one is removed', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Odebrat tým 1' }));
    await user.click(screen.getByRole('button', { name: 'Odeslat registraci' }));
    expect(await screen.findByText('Přidejte alespoň jeden tým.')).toBeInTheDocument();
  });

  it('offers only the bundles available in the chosen country and sends the body the contract parsed', async () => {
    const user = userEvent.setup({ delay: null });
    const { onSubmit } = renderForm();
    await fillValidClub(user);
    const bundleSelect = screen.getByRole('combobox', { name: 'Balíček' });
    expect(within(bundleSelect).getAllByRole('option').map((o) => o.textContent)).toEqual(['Nevybráno', 'Bez ubytování', 'Domácí startovné']);
    await user.selectOptions(bundleSelect, 'Domácí startovné');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Země' }), 'Německo');
    // The domestic bundle is not offered in Germany: dropped, the hotel appears.
    expect(within(bundleSelect).getAllByRole('option').map((o) => o.textContent)).toEqual(['Nevybráno', 'Bez ubytování', 'Hotel']);
    expect(bundleSelect).toHaveValue('');
    await user.selectOptions(bundleSelect, 'Hotel');
    await fill(user, within(screen.getByRole('group', { name: 'Kontaktní osoba' })).getByRole('textbox', { name: 'Telefon' }), '+49 151 2345 6789');
    await user.clear(screen.getByRole('spinbutton', { name: 'Osoby' }));
    await fill(user, screen.getByRole('spinbutton', { name: 'Osoby' }), '15');
    await user.click(screen.getByRole('button', { name: 'Přidat tým' }));
    await user.selectOptions(screen.getAllByRole('combobox', { name: 'Kategorie' })[1], 'A – A chlapci');
    await user.click(screen.getByRole('checkbox', { name: /Souhlasím s podmínkami registrace/ }));
    await user.click(screen.getByRole('button', { name: 'Odeslat registraci' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const body = onSubmit.mock.calls[0][0];
    expect(body).toMatchObject({ clubName: 'HC Test', countryId: 2, regionId: null, otherContact: null, arrivalDate: null, termsConsent: true, locale: 'cs' });
    expect(body.teams).toEqual([
      { name: null, teamCategoryId: 7, serviceLevelId: null, orderBundleId: 13, persons: 15, extraPersons: 0, vipTickets: 0, singleRooms: 0, extraRestaurantMeals: 0 },
      { name: null, teamCategoryId: 7, serviceLevelId: null, orderBundleId: null, persons: 0, extraPersons: 0, vipTickets: 0, singleRooms: 0, extraRestaurantMeals: 0 },
    ]);
  });

  it('keeps every change in local storage except the password, restores it, and forgets it after sending', async () => {
    const user = userEvent.setup({ delay: null });
    const storage = memoryStorage();
    const { onSubmit } = renderForm({ storage, needsPassword: true });
    await fill(user, screen.getByRole('textbox', { name: 'Název klubu' }), 'HC Rozepsaný');
    await fill(user, screen.getByLabelText(/Heslo k novému účtu/), 'tajne-heslo');
    const saved = storage.data.get(draftKey(null)) ?? '';
    expect(saved).toContain('HC Rozepsaný');
    expect(saved).not.toContain('tajne-heslo');
    onSubmit.mockRejectedValueOnce(new ApiError(409, 'account_exists', 'exists'));
    await fillValidClub(user);
    await fill(user, within(screen.getByRole('group', { name: 'Kontaktní osoba' })).getByRole('textbox', { name: 'Telefon' }), '+420 777 888 999');
    await user.click(screen.getByRole('checkbox', { name: /Souhlasím/ }));
    await user.click(screen.getByRole('button', { name: 'Odeslat registraci' }));
    expect(await screen.findByRole('heading', { name: 'Registrace se nezdařila' })).toBeInTheDocument();
    expect(screen.getByText(/Účet s tímto e-mailem už existuje/)).toBeInTheDocument();
    expect(storage.data.has(draftKey(null))).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Odeslat registraci' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(storage.data.has(draftKey(null))).toBe(false));
  });

  it('restores a stored draft with a notice', () => {
    const draft = { ...emptyRegistration(), clubName: 'HC Po reloadu', contact: { firstName: 'Eva', lastName: '', email: '', phone: '+420 1' } };
    renderForm({ storage: memoryStorage({ [draftKey(null)]: serializeDraft(draft) }) });
    expect(screen.getByRole('textbox', { name: 'Název klubu' })).toHaveValue('HC Po reloadu');
    expect(screen.getByText('Obnovili jsme rozpracovaný formulář, který jste ještě neodeslali.')).toBeInTheDocument();
  });

  it('shows the server field errors on their fields', async () => {
    const user = userEvent.setup({ delay: null });
    const { onSubmit } = renderForm();
    onSubmit.mockRejectedValueOnce(new ApiError(400, 'validation', 'Invalid', { 'teams.0.orderBundleId': ['invalid'], 'contact.email': ['email'] }));
    await fillValidClub(user);
    await fill(user, within(screen.getByRole('group', { name: 'Kontaktní osoba' })).getByRole('textbox', { name: 'Telefon' }), '+420 777 888 999');
    await user.click(screen.getByRole('checkbox', { name: /Souhlasím/ }));
    await user.click(screen.getByRole('button', { name: 'Odeslat registraci' }));
    expect(await screen.findByText('Zadejte platný e-mail.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Balíček' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Opravte prosím označená pole.')).toBeInTheDocument();
  });

  it('says a refusal for too many registrations from one network in words and keeps what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    const { onSubmit } = renderForm();
    onSubmit.mockRejectedValueOnce(new ApiError(429, 'rate_limited', 'Too many registrations from this address, try again later'));
    await fillValidClub(user);
    await fill(user, within(screen.getByRole('group', { name: 'Kontaktní osoba' })).getByRole('textbox', { name: 'Telefon' }), '+420 777 888 999');
    await user.click(screen.getByRole('checkbox', { name: /Souhlasím/ }));
    await user.click(screen.getByRole('button', { name: 'Odeslat registraci' }));
    expect(await screen.findByText(/příliš mnoho registrací/)).toBeInTheDocument();
    expect(screen.queryByText('Nastala neočekávaná chyba. Zkuste to prosím znovu.')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Název klubu' })).toHaveValue('HC Test');
  });

  it('requires a password from a visitor without an account', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm({ needsPassword: true });
    await user.click(screen.getByRole('button', { name: 'Odeslat registraci' }));
    expect(await screen.findByLabelText(/Heslo k novému účtu/)).toHaveAttribute('aria-invalid', 'true');
  });
});
