import * as v from 'valibot';
import { ClubRegistrationBodySchema, type ClubRegistration, type OrderBundle } from '@phc/api-contract';
import { availableBundles, draftKey, emptyRegistration, formToBodyInput, isFormField, locationCodes, parseDraft, registrationToForm, serializeDraft } from './registration-logic';

const stored: ClubRegistration = {
  id: 1,
  clubId: 4,
  registrationState: 'new',
  clubName: 'HC Praha',
  street: 'Hlavní 1',
  city: 'Praha',
  zip: '11000',
  countryId: 1,
  regionId: null,
  taxId: null,
  vatId: 'CZ123',
  contact: { firstName: 'Jan', lastName: 'Novák', email: 'jan@example.test', phone: '+420 777 888 999' },
  otherContact: null,
  arrivalDate: '2026-04-04',
  departureDate: null,
  note: null,
  termsConsent: true,
  logo: null,
  teams: [{ id: 9, name: null, teamNumber: 1, teamCategoryId: 2, serviceLevelId: null, orderBundleId: 5, persons: 14, extraPersons: 1, vipTickets: 2, singleRooms: 0, extraRestaurantMeals: 0 }],
  updatedAt: '2026-03-01T10:00:00.000Z',
};

describe('registration form values', () => {
  it('round-trips a stored registration through the form into a body the contract accepts', () => {
    const body = v.parse(ClubRegistrationBodySchema, formToBodyInput(registrationToForm(stored)));
    expect(body).toMatchObject({ clubName: 'HC Praha', regionId: null, taxId: null, vatId: 'CZ123', otherContact: null, departureDate: null, termsConsent: true });
    expect(body.teams).toEqual([{ id: 9, name: null, teamCategoryId: 2, serviceLevelId: null, orderBundleId: 5, persons: 14, extraPersons: 1, vipTickets: 2, singleRooms: 0, extraRestaurantMeals: 0 }]);
    expect(body).not.toHaveProperty('password');
  });

  it('sends the other contact only when it was added, and the password only when typed', () => {
    const values = { ...emptyRegistration(), hasOtherContact: false, otherContact: { firstName: 'X', lastName: 'Y', email: 'x@y.z', phone: '+420 1' }, password: '' };
    expect(formToBodyInput(values)['otherContact']).toBeNull();
    expect(formToBodyInput({ ...values, hasOtherContact: true })['otherContact']).toEqual(values.otherContact);
    expect(formToBodyInput({ ...values, password: 'abcdefgh' })['password']).toBe('abcdefgh');
  });
});

describe('drafts', () => {
  it('stores everything but the password and restores it over the empty form', () => {
    const values = { ...emptyRegistration(), clubName: 'HC Rozepsaný', password: 'secret-123' };
    const raw = serializeDraft(values);
    expect(raw).not.toContain('secret-123');
    expect(parseDraft(raw)).toEqual({ ...values, password: '' });
  });

  it('ignores an unreadable or foreign draft', () => {
    expect(parseDraft(null)).toBeNull();
    expect(parseDraft('{not json')).toBeNull();
    expect(parseDraft(JSON.stringify({ version: 99, values: {} }))).toBeNull();
  });

  it('keeps one draft for a new registration and one per edited club', () => {
    expect(draftKey(null)).not.toBe(draftKey(4));
    expect(draftKey(4)).not.toBe(draftKey(5));
  });
});

describe('bundles by location', () => {
  const bundle = (id: number, availabilityFilter: string | null) => ({ id, availabilityFilter }) as OrderBundle;
  const countries = [{ id: 1, countryCode: 'CZ', translations: [] }];
  const regions = [{ id: 3, countryId: 1, code: 'CZ-10', name: { cs: 'Praha', en: 'Prague' } }];

  it('matches the pattern against the country and region codes; null is everywhere', () => {
    const codes = locationCodes('1', '3', countries, regions);
    expect(codes).toEqual(['CZ', 'CZ-10']);
    const all = [bundle(1, null), bundle(2, '^CZ-10$'), bundle(3, '^(?!CZ)'), bundle(4, '[')];
    expect(availableBundles(all, codes).map((b) => b.id)).toEqual([1, 2]);
    expect(availableBundles(all, []).map((b) => b.id)).toEqual([1]);
  });
});

describe('server field paths', () => {
  it('recognises the paths the form has controls for', () => {
    expect(['clubName', 'contact.phone', 'otherContact.email', 'teams', 'teams.3.orderBundleId', 'termsConsent'].every(isFormField)).toBe(true);
    expect(['teams.0.id', 'contact', 'unknown', '_'].some(isFormField)).toBe(false);
  });
});
