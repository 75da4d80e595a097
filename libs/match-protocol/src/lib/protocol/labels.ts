import type { Place, StaticData, Team } from '@phc/api-contract';
import type { Locale } from '@phc/i18n';
import { teamFullName } from '@phc/tournaments';

/**
 * The one team label (issue 24): club, the category's name ("E chlapci", not the bare code "E" a girls'
 * team shares) and the Roman number, "HC Praha E chlapci I"; a named team says its club and category.
 */
export function teamName(team: Pick<Team, 'name' | 'teamNumber' | 'teamCategoryId' | 'teamCategory' | 'club'> | undefined, data: Pick<StaticData, 'teamCategories'>, locale: Locale): string {
  if (!team) return '';
  const category = data.teamCategories.find((c) => c.id === team.teamCategoryId);
  return teamFullName({ clubName: team.club.name, name: team.name, teamNumber: team.teamNumber, categoryName: (category ? localized(category.name, locale) : '') || team.teamCategory.code });
}

export const placeName = (place: Place | undefined, locale: Locale) => place?.translations.find((t) => t.locale === locale)?.name ?? place?.translations[0]?.name ?? '';

export const localized = (text: { cs: string; en: string } | undefined, locale: Locale) => (text ? text[locale] || text.cs : '');
