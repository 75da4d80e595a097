import * as v from 'valibot';
import { PricelistItemCreateBodySchema, TeamCategoryBodySchema, type AdminPricelistItem } from '@phc/api-contract';
import { birthYearsLabel, categoryBody, categoryFormValues, nextSortOrder } from './category-values';
import { bundleBody, bundleCountries, bundleFormValues, itemBody, itemFormPath, itemFormValues } from './price-values';

describe('category form values', () => {
  it('starts a new category mixed, without own limits (the defaults prefilled), at the end of the list', () => {
    const values = categoryFormValues(null, { minPlayers: 7, maxPlayers: 14, minLeaders: 1, maxLeaders: 4, playersCountWarningFrom: null, maxExceptionPlayers: 2 }, 12);
    expect(values).toMatchObject({ gender: 'X', ownLimits: false, sortOrder: '12', birthYearFrom: '', limits: { maxPlayers: '14', playersCountWarningFrom: '' } });
  });

  it('sends empty birth years and an empty warning as null, and no limits while the own ones are off', () => {
    const values = { ...categoryFormValues(null, null, 1), code: 'S', nameCs: 'Senioři', nameEn: 'Seniors' };
    const body = categoryBody(values);
    expect(body).toMatchObject({ birthYearFrom: null, birthYearTo: null, limits: null });
    expect(v.parse(TeamCategoryBodySchema, body)).toMatchObject({ maxOlderPlayers: 0, sortOrder: 1 });
    const own = categoryBody({ ...values, ownLimits: true, limits: { minPlayers: '5', maxPlayers: '10', minLeaders: '1', maxLeaders: '2', playersCountWarningFrom: ' ', maxExceptionPlayers: '0' } });
    expect(v.parse(TeamCategoryBodySchema, own).limits).toEqual({ minPlayers: 5, maxPlayers: 10, minLeaders: 1, maxLeaders: 2, playersCountWarningFrom: null, maxExceptionPlayers: 0 });
  });

  it('labels the birth years as the club zone reads them: the year after "from" when "to" is empty, none for adults', () => {
    expect(birthYearsLabel({ birthYearFrom: 2009, birthYearTo: 2010 })).toBe('2009–2010');
    expect(birthYearsLabel({ birthYearFrom: 2009, birthYearTo: null })).toBe('2009–2010');
    expect(birthYearsLabel({ birthYearFrom: 2012, birthYearTo: 2012 })).toBe('2012');
    expect(birthYearsLabel({ birthYearFrom: null, birthYearTo: null })).toBeNull();
    expect(nextSortOrder([{ sortOrder: 3 }, { sortOrder: 8 }])).toBe(9);
    expect(nextSortOrder([])).toBe(1);
  });
});

describe('price list form values', () => {
  const item: AdminPricelistItem = { id: 2, serviceTypeId: 12, code: 'bundle_local', nameCs: 'Domácí', nameEn: 'Domestic', priceCzk: 1500, priceEur: 60, availabilityFilter: { countries: ['CZ', 'SK'] }, sortOrder: 5, uses: 3, system: false };

  it('turns the availability lists into text and back; no codes at all means everywhere (null)', () => {
    const values = itemFormValues(item, 1);
    expect(values).toMatchObject({ countries: 'CZ, SK', regions: '', serviceTypeId: '12' });
    expect(itemBody({ ...values, countries: 'cz;sk  de', regions: 'CZ-10' }).availabilityFilter).toEqual({ countries: ['cz', 'sk', 'de'], regions: ['CZ-10'] });
    expect(itemBody({ ...values, countries: ' ', regions: '' }).availabilityFilter).toBeNull();
    expect(v.parse(PricelistItemCreateBodySchema, itemBody({ ...values, countries: 'cz sk' })).availabilityFilter).toEqual({ countries: ['CZ', 'SK'] });
  });

  it('names the form field of an availability problem', () => {
    expect(itemFormPath('availabilityFilter.countries.1')).toBe('countries');
    expect(itemFormPath('availabilityFilter.regions')).toBe('regions');
    expect(itemFormPath('availabilityFilter')).toBe('countries');
    expect(itemFormPath('priceCzk')).toBe('priceCzk');
  });

  it('sends an empty bundle pattern as null (everywhere)', () => {
    const values = bundleFormValues(null, 4);
    expect(values).toMatchObject({ sortOrder: '4', availabilityFilter: '', pricelistItemId: '' });
    expect(bundleBody({ ...values, availabilityFilter: '  ' }).availabilityFilter).toBeNull();
    expect(bundleBody({ ...values, availabilityFilter: ' ^CZ ' }).availabilityFilter).toBe('^CZ');
  });

  it('shows whom a pattern offers a bundle to, as the registration decides it', () => {
    const codes = ['AT', 'CZ', 'DE', 'SK'];
    expect(bundleCountries(null, codes)).toBeNull();
    expect(bundleCountries('^(CZ|SK)', codes)).toEqual(['CZ', 'SK']);
    expect(bundleCountries('^(?!CZ)', codes)).toEqual(['AT', 'DE', 'SK']);
    expect(bundleCountries('^(CZ', codes)).toEqual([]);
  });
});
