import { useMemo } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { webQueries } from '@phc/api-client';
import { useLocale } from '@phc/i18n';
import { clubzoneQueries } from '../account/club-queries';
import { buildRosterTeams, type RosterTeam } from './eligibility';

/** The club's teams as the roster shows them, with their category's limits from the enums. */
export function useRosterTeams(clubId: number): RosterTeam[] {
  const locale = useLocale();
  const { data: club } = useSuspenseQuery(clubzoneQueries.club(clubId));
  const { data: enums } = useSuspenseQuery(webQueries.enums());
  return useMemo(() => buildRosterTeams(club.teams, enums.teamCategories, locale), [club.teams, enums.teamCategories, locale]);
}
