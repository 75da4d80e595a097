/**
 * Folds case and diacritics, so a visitor abroad typing "cermak" on a keyboard without Czech letters
 * still finds "Čermák".
 */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLocaleLowerCase('cs').trim();
}

/** True when every word of the query occurs in one of the texts (in any order). */
export function matchesSearch(query: string, ...texts: (string | null | undefined)[]): boolean {
  const words = foldForSearch(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = foldForSearch(texts.filter(Boolean).join(' '));
  return words.every((word) => haystack.includes(word));
}
