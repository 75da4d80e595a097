import { i18n } from '@lingui/core';
import { activateLocale, loadCatalog } from './i18n';
import { validationCatalog } from './validation-catalog';
import { knownValidationCodes, translateValidation } from './validation-messages';

// The app activates the page's language before its first render; the validation texts are their
// own catalog, loaded by the screens with forms.
beforeAll(async () => {
  await activateLocale('cs');
  await loadCatalog(validationCatalog);
});

describe('activateLocale', () => {
  afterEach(() => activateLocale('cs'));

  it('starts in Czech', () => {
    expect(i18n.locale).toBe('cs');
    expect(translateValidation('required', i18n)).toBe('Toto pole je povinné.');
  });

  it('loads English on demand and marks the document language', async () => {
    await activateLocale('en');
    expect(i18n.locale).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(translateValidation('required', i18n)).toBe('This field is required.');
  });

  it('switches back to Czech', async () => {
    await activateLocale('en');
    await activateLocale('cs');
    expect(translateValidation('firstNameRequired', i18n)).toBe('Jméno je povinné.');
    expect(document.documentElement.lang).toBe('cs');
  });
});

describe('translateValidation', () => {
  it.each([
    ['firstNameRequired', 'First name is mandatory.'],
    ['lastNameRequired', 'Last name is mandatory.'],
    ['birthYearRequired', 'Birth year is mandatory.'],
    ['genderRequired', 'Gender is mandatory.'],
    ['atLeastOneTeam', 'Add at least one team.'],
  ])('translates the contract code %s (SPEC §5)', async (code, english) => {
    await activateLocale('en');
    expect(translateValidation(code, i18n)).toBe(english);
    await activateLocale('cs');
  });

  it('gives every known code its own text', () => {
    const texts = knownValidationCodes.map((code) => translateValidation(code, i18n));
    expect(new Set(texts).size).toBe(knownValidationCodes.length);
  });

  it('reads an unknown code as a generic invalid value', () => {
    expect(translateValidation('somethingNew', i18n)).toBe('Neplatná hodnota.');
  });
});
