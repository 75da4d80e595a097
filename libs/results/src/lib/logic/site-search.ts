import { compareCzech, foldForSearch, type StaticData, type TeamCategory } from '@phc/api-contract';
import { teamDisplayName } from './labels';

export type SearchKind = 'team' | 'hall' | 'category';

/** One thing the header's search can take a visitor to. */
export interface SearchEntry {
  kind: SearchKind;
  id: number;
  /** What the result says first: the team's label, the hall's or category's name. */
  label: string;
  /** The second line: a team's club, category and country; a hall's address. */
  detail: string;
  /** Accent-free, lower-case words the query is matched against. */
  words: string[];
  /** The label's own words: a word found there weighs more than one of the detail line. */
  labelWords: string[];
  /** The whole text, accent-free, for matches inside a word. */
  text: string;
}

const wordsOf = (text: string) => foldForSearch(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean);

function entry(kind: SearchKind, id: number, label: string, detail: string, extra: string[] = []): SearchEntry {
  const all = [label, detail, ...extra].join(' ');
  return { kind, id, label, detail, words: wordsOf(all), labelWords: wordsOf(label), text: foldForSearch(all) };
}

/**
 * The entries of a tournament's static data in one language: teams, halls and categories. A category's
 * second line is `describeCategory` (its age group and birth years), so "mladší žáci" finds it.
 */
export function buildSearchIndex(data: StaticData, locale: 'cs' | 'en', describeCategory: (category: TeamCategory) => string = () => ''): SearchEntry[] {
  const categories = new Map(data.teamCategories.map((category) => [category.id, category]));
  const countries = new Map(data.countries.map((country) => [country.id, country.translations.find((tr) => tr.locale === locale)?.name ?? country.countryCode]));
  // A category's name says its gender ("A chlapci", "A girls"): the team label's code alone does not.
  const categoryName = (id: number) => categories.get(id)?.name[locale] ?? '';
  const teams = data.teams.map((team) => {
    const country = countries.get(team.club.countryId) ?? '';
    return entry('team', team.id, teamDisplayName(team), [team.club.name, categoryName(team.teamCategoryId), country].filter(Boolean).join(' · '), [team.teamCategory.code]);
  });
  const halls = data.halls.map((hall) => entry('hall', hall.id, hall.translations.find((tr) => tr.locale === locale)?.name ?? hall.translations[0]?.name ?? '', hall.address));
  const categoryEntries = data.teamCategories.map((category) => entry('category', category.id, categoryName(category.id), describeCategory(category), [category.code]));
  return [...teams, ...halls, ...categoryEntries];
}

/**
 * How well an entry answers the query; 0 is no match. Every typed word must start a word of the entry
 * (or, from three letters on, appear inside its text); a single letter is a category code or a numeral
 * and must equal a whole word ("koprivnice D" is not "dívky"); words of the label count more than those of the
 * detail line, and a label that starts with the query ranks first.
 */
function score(item: SearchEntry, queryWords: string[], folded: string): number {
  let total = 0;
  for (const word of queryWords) {
    if (item.words.some((w) => w === word)) total += 3;
    else if (word.length > 1 && item.words.some((w) => w.startsWith(word))) total += 2;
    else if (word.length >= 3 && item.text.includes(word)) total += 1;
    else return 0;
    if (item.labelWords.some((w) => (word.length > 1 ? w.startsWith(word) : w === word))) total += 1;
  }
  if (foldForSearch(item.label).startsWith(folded)) total += 2;
  return total;
}

const kindOrder: Record<SearchKind, number> = { team: 0, hall: 1, category: 2 };

/** The best `limit` entries for what was typed, best first; equal ones in Czech alphabetical order. */
export function searchEntries(index: readonly SearchEntry[], query: string, limit = 8): SearchEntry[] {
  const folded = foldForSearch(query);
  const queryWords = wordsOf(folded);
  if (queryWords.length === 0) return [];
  return index
    .map((item) => ({ item, score: score(item, queryWords, folded) }))
    .filter((scored) => scored.score > 0)
    .sort((a, b) => b.score - a.score || kindOrder[a.item.kind] - kindOrder[b.item.kind] || compareCzech(a.item.label, b.item.label))
    .slice(0, limit)
    .map((scored) => scored.item);
}
