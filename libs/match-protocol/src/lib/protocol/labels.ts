import type { Place, Team } from '@phc/api-contract';
import type { Locale } from '@phc/i18n';
import { teamLabel } from '@phc/tournaments';

/** SPEC §3 team label: the team's own name, else the club with the category and the Roman team number. */
export function teamName(team: Pick<Team, 'name' | 'teamNumber' | 'teamCategory' | 'club'> | undefined): string {
  if (!team) return '';
  const own = team.name?.trim();
  if (own) return own;
  return `${team.club.name} ${teamLabel({ categoryCode: team.teamCategory.code, teamNumber: team.teamNumber })}`.trim();
}

export const placeName = (place: Place | undefined, locale: Locale) => place?.translations.find((t) => t.locale === locale)?.name ?? place?.translations[0]?.name ?? '';

export const localized = (text: { cs: string; en: string } | undefined, locale: Locale) => (text ? text[locale] || text.cs : '');
