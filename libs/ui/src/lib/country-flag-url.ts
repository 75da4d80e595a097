/**
 * Where a country's flag is: `/flags/<code>.svg`, written into every tournament app's build from the
 * flag-icons package (tools/vite/country-flags.mts). Codes are ISO 3166-1 alpha-2 ("CZ") or a
 * subdivision clubs play for ("GB-SCT"); anything else has no flag (null), so no broken image shows.
 */
export function countryFlagUrl(countryCode: string): string | null {
  const code = countryCode.trim().toLowerCase();
  return /^[a-z]{2}(-[a-z]{2,3})?$/.test(code) ? `/flags/${code}.svg` : null;
}
