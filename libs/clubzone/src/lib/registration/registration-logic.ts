import { isBundleAvailable, type ClubRegistration, type Country, type OrderBundle, type Region } from '@phc/api-contract';

/**
 * The registration form as the browser holds it: text as typed (numbers and ids as strings), so a
 * half-filled form can be kept in local storage and restored exactly as it was left.
 */
export interface ContactFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

export interface TeamFormValues {
  id?: number;
  name: string;
  teamCategoryId: string;
  serviceLevelId: string;
  orderBundleId: string;
  persons: string;
  extraPersons: string;
  vipTickets: string;
  singleRooms: string;
  extraRestaurantMeals: string;
}

export interface RegistrationFormValues {
  clubName: string;
  street: string;
  city: string;
  zip: string;
  countryId: string;
  regionId: string;
  taxId: string;
  vatId: string;
  contact: ContactFormValues;
  hasOtherContact: boolean;
  otherContact: ContactFormValues;
  arrivalDate: string;
  departureDate: string;
  note: string;
  termsConsent: boolean;
  logo: string;
  teams: TeamFormValues[];
  /** Only for a visitor without an account; never written to local storage. */
  password: string;
}

const emptyContact = (): ContactFormValues => ({ firstName: '', lastName: '', email: '', phone: '' });

export const emptyTeam = (): TeamFormValues => ({
  name: '',
  teamCategoryId: '',
  serviceLevelId: '',
  orderBundleId: '',
  persons: '0',
  extraPersons: '0',
  vipTickets: '0',
  singleRooms: '0',
  extraRestaurantMeals: '0',
});

export const emptyRegistration = (): RegistrationFormValues => ({
  clubName: '',
  street: '',
  city: '',
  zip: '',
  countryId: '',
  regionId: '',
  taxId: '',
  vatId: '',
  contact: emptyContact(),
  hasOtherContact: false,
  otherContact: emptyContact(),
  arrivalDate: '',
  departureDate: '',
  note: '',
  termsConsent: false,
  logo: '',
  teams: [emptyTeam()],
  password: '',
});

const text = (value: string | null | undefined) => value ?? '';
const id = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** A stored registration as the edit form starts from it. */
export function registrationToForm(registration: ClubRegistration): RegistrationFormValues {
  return {
    clubName: registration.clubName,
    street: registration.street,
    city: registration.city,
    zip: registration.zip,
    countryId: id(registration.countryId),
    regionId: id(registration.regionId),
    taxId: text(registration.taxId),
    vatId: text(registration.vatId),
    contact: { ...registration.contact },
    hasOtherContact: registration.otherContact !== null,
    otherContact: registration.otherContact ? { ...registration.otherContact } : emptyContact(),
    arrivalDate: text(registration.arrivalDate),
    departureDate: text(registration.departureDate),
    note: text(registration.note),
    termsConsent: registration.termsConsent,
    logo: text(registration.logo),
    teams: registration.teams.map((team) => ({
      id: team.id,
      name: text(team.name),
      teamCategoryId: id(team.teamCategoryId),
      serviceLevelId: id(team.serviceLevelId),
      orderBundleId: id(team.orderBundleId),
      persons: String(team.persons),
      extraPersons: String(team.extraPersons),
      vipTickets: String(team.vipTickets),
      singleRooms: String(team.singleRooms),
      extraRestaurantMeals: String(team.extraRestaurantMeals),
    })),
    password: '',
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value);
const count = (value: string) => (value.trim() === '' ? 0 : value);

/**
 * The form's values as the contract's body schema reads them: empty optional choices become null,
 * the other contact only when the user added one, the password only when typed. The schema then
 * checks and converts (numbers from text, trimming) exactly as the server does.
 */
export function formToBodyInput(values: RegistrationFormValues): Record<string, unknown> {
  return {
    clubName: values.clubName,
    street: values.street,
    city: values.city,
    zip: values.zip,
    countryId: values.countryId,
    regionId: orNull(values.regionId),
    taxId: orNull(values.taxId),
    vatId: orNull(values.vatId),
    contact: values.contact,
    otherContact: values.hasOtherContact ? values.otherContact : null,
    arrivalDate: orNull(values.arrivalDate),
    departureDate: orNull(values.departureDate),
    note: orNull(values.note),
    termsConsent: values.termsConsent,
    logo: orNull(values.logo),
    teams: values.teams.map((team) => ({
      ...(team.id !== undefined ? { id: team.id } : {}),
      name: orNull(team.name),
      teamCategoryId: team.teamCategoryId,
      serviceLevelId: orNull(team.serviceLevelId),
      orderBundleId: orNull(team.orderBundleId),
      persons: count(team.persons),
      extraPersons: count(team.extraPersons),
      vipTickets: count(team.vipTickets),
      singleRooms: count(team.singleRooms),
      extraRestaurantMeals: count(team.extraRestaurantMeals),
    })),
    ...(values.password ? { password: values.password } : {}),
  };
}

/** The country and region codes a bundle's availability pattern is matched against. */
export function locationCodes(countryId: string, regionId: string, countries: readonly Country[], regions: readonly Region[]): string[] {
  const country = countries.find((c) => String(c.id) === countryId);
  const region = regions.find((r) => String(r.id) === regionId);
  return [country?.countryCode, region?.code].filter((code): code is string => !!code);
}

/** Bundles offered to a club from these codes; before a country is chosen only the everywhere-bundles. */
export function availableBundles(bundles: readonly OrderBundle[], codes: readonly string[]): OrderBundle[] {
  return bundles.filter((bundle) => isBundleAvailable(bundle, codes));
}

/** Where a form is kept until it is submitted: one draft for a new registration, one per club being edited. */
export const draftKey = (clubId: number | null) => (clubId === null ? 'phc:registration-draft:new' : `phc:registration-draft:club-${clubId}`);

/** The draft as stored: everything typed except the password. */
export function serializeDraft(values: RegistrationFormValues): string {
  const { password: _password, ...rest } = values;
  return JSON.stringify({ version: 1, values: rest });
}

/** A stored draft over the empty form (fields added since it was saved keep their defaults); null if unreadable. */
export function parseDraft(raw: string | null, base: RegistrationFormValues = emptyRegistration()): RegistrationFormValues | null {
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as { version?: number; values?: Partial<RegistrationFormValues> };
    if (parsed.version !== 1 || !parsed.values || typeof parsed.values !== 'object') return null;
    const values = parsed.values;
    return {
      ...base,
      ...values,
      contact: { ...base.contact, ...values.contact },
      otherContact: { ...base.otherContact, ...values.otherContact },
      teams: Array.isArray(values.teams) ? values.teams.map((team) => ({ ...emptyTeam(), ...team })) : base.teams,
      password: '',
    };
  } catch {
    return null;
  }
}

/** Server field paths (`teams.0.name`) that the form has a control for; others are shown above the form. */
export function isFormField(path: string): boolean {
  return /^(clubName|street|city|zip|countryId|regionId|taxId|vatId|arrivalDate|departureDate|note|termsConsent|logo|password|teams|contact\.(firstName|lastName|email|phone)|otherContact\.(firstName|lastName|email|phone)|teams\.\d+\.(name|teamCategoryId|serviceLevelId|orderBundleId|persons|extraPersons|vipTickets|singleRooms|extraRestaurantMeals))$/.test(path);
}
