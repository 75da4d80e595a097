import { isBundleAvailable, serviceTypeIds, type AdminOrderBundle, type AdminPricelistItem, type OrderBundleBody, type PricelistItemCreateBody } from '@phc/api-contract';

export interface PricelistItemFormValues {
  code: string;
  serviceTypeId: string;
  nameCs: string;
  nameEn: string;
  priceCzk: string;
  priceEur: string;
  /** Country codes separated by commas or spaces; empty with no regions: offered everywhere. */
  countries: string;
  regions: string;
  sortOrder: string;
}

export interface OrderBundleFormValues {
  pricelistItemId: string;
  nameCs: string;
  nameEn: string;
  descriptionCs: string;
  descriptionEn: string;
  /** Empty: offered everywhere. */
  availabilityFilter: string;
  includesAccommodation: boolean;
  sortOrder: string;
}

const codes = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((code) => code.trim())
    .filter(Boolean);
const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

export function itemFormValues(item: AdminPricelistItem | null, nextSortOrder: number): PricelistItemFormValues {
  return {
    code: item?.code ?? '',
    serviceTypeId: text(item?.serviceTypeId ?? serviceTypeIds.bundle),
    nameCs: item?.nameCs ?? '',
    nameEn: item?.nameEn ?? '',
    priceCzk: text(item?.priceCzk),
    priceEur: text(item?.priceEur),
    countries: item?.availabilityFilter?.countries?.join(', ') ?? '',
    regions: item?.availabilityFilter?.regions?.join(', ') ?? '',
    sortOrder: text(item?.sortOrder ?? nextSortOrder),
  };
}

/** The create body (an edit sends the same without the code, which stays). */
export function itemBody(values: PricelistItemFormValues): PricelistItemCreateBody {
  const countries = codes(values.countries);
  const regions = codes(values.regions);
  return {
    code: values.code,
    serviceTypeId: Number(values.serviceTypeId) as PricelistItemCreateBody['serviceTypeId'],
    nameCs: values.nameCs,
    nameEn: values.nameEn,
    priceCzk: values.priceCzk.trim(),
    priceEur: values.priceEur.trim(),
    availabilityFilter: countries.length === 0 && regions.length === 0 ? null : { ...(countries.length ? { countries } : {}), ...(regions.length ? { regions } : {}) },
    sortOrder: values.sortOrder.trim(),
  };
}

/** A body path of the item's availability names the form's own field (`availabilityFilter.countries.2` → `countries`). */
export const itemFormPath = (path: string) => path.replace(/^availabilityFilter\.(countries|regions)(\..*)?$/, '$1').replace(/^availabilityFilter$/, 'countries');

export function bundleFormValues(bundle: AdminOrderBundle | null, nextSortOrder: number): OrderBundleFormValues {
  return {
    pricelistItemId: text(bundle?.pricelistItemId),
    nameCs: bundle?.nameCs ?? '',
    nameEn: bundle?.nameEn ?? '',
    descriptionCs: bundle?.descriptionCs ?? '',
    descriptionEn: bundle?.descriptionEn ?? '',
    availabilityFilter: bundle?.availabilityFilter ?? '',
    includesAccommodation: bundle?.includesAccommodation ?? false,
    sortOrder: text(bundle?.sortOrder ?? nextSortOrder),
  };
}

export function bundleBody(values: OrderBundleFormValues): OrderBundleBody {
  return {
    pricelistItemId: values.pricelistItemId,
    nameCs: values.nameCs,
    nameEn: values.nameEn,
    descriptionCs: values.descriptionCs,
    descriptionEn: values.descriptionEn,
    availabilityFilter: values.availabilityFilter.trim() === '' ? null : values.availabilityFilter.trim(),
    includesAccommodation: values.includesAccommodation,
    sortOrder: values.sortOrder.trim(),
  };
}

/**
 * The country codes a bundle's pattern offers it to, as the registration form decides it
 * (isBundleAvailable): null when it is offered everywhere, so the organiser sees what a pattern does.
 */
export function bundleCountries(pattern: string | null, countryCodes: readonly string[]): string[] | null {
  if (pattern === null) return null;
  return countryCodes.filter((code) => isBundleAvailable({ availabilityFilter: pattern }, [code]));
}
