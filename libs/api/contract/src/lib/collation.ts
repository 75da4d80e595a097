/**
 * Czech alphabetical order (SPEC §3), the one the server's lists and the web's share: Č after C, Ř after
 * R, Š after S, Ž after Z, the digraph Ch after H, case and accents only as tie-breakers, numbers by
 * value ("Hala 2" before "Hala 10"). Intl's Czech collation knows all of it; `<` or a `localeCompare`
 * without the locale does not.
 */
const czech = new Intl.Collator('cs', { sensitivity: 'base', numeric: true });

export function compareCzech(a: string, b: string): number {
  return czech.compare(a, b);
}

/** People as Czech lists them: by last name, then first name. */
export function comparePeopleCzech(a: { firstName: string; lastName: string }, b: { firstName: string; lastName: string }): number {
  return czech.compare(a.lastName, b.lastName) || czech.compare(a.firstName, b.firstName);
}

/**
 * Folds case and diacritics for search, so a visitor without a Czech keyboard types "zdar" for "Žďár"
 * or "luziny" for "Lužiny".
 */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLocaleLowerCase('cs').trim();
}

/** True when every word of the query occurs somewhere in the texts (in any order, folded). */
export function matchesSearch(query: string, ...texts: (string | null | undefined)[]): boolean {
  const words = foldForSearch(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = foldForSearch(texts.filter(Boolean).join(' '));
  return words.every((word) => haystack.includes(word));
}
