import { useMemo } from 'react';
import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import type { Group, GroupTeamStanding, LiveData, Match, Place, RoundLevel, StaticData, Team, TeamCategory } from '@phc/api-contract';
import { queries } from '@phc/api-client';
import type { Locale } from '@phc/i18n';
import { createSlotResolver, type SlotResolver } from '@phc/tournaments';
import { teamDisplayName } from '../logic/labels';

/** Starts the competition reads while the screen's chunk loads; the screen shows skeletons meanwhile. */
export function prefetchCompetition(queryClient: QueryClient): void {
  // Not awaited: the page renders its skeleton at once instead of holding the navigation.
  void queryClient.ensureQueryData(queries.static()).catch(() => undefined);
  void queryClient.ensureQueryData(queries.live()).catch(() => undefined);
}

export interface Competition {
  staticData: StaticData;
  live: LiveData;
  matches: Match[];
  teamById: Map<number, Team>;
  groupById: Map<number, Group>;
  categoryById: Map<number, TeamCategory>;
  hallById: Map<number, Place>;
  roundLevelById: Map<number, RoundLevel>;
  standingsOf: (groupId: number) => GroupTeamStanding[];
  categoryOfGroup: (groupId: number) => number | undefined;
  teamName: (teamId: number | null) => string;
  /** Who fills a play-off slot once its group or bracket match decided it, and a team's matches with those. */
  slots: SlotResolver<Match>;
}

export function buildCompetition(staticData: StaticData, live: LiveData): Competition {
  const teamById = new Map(staticData.teams.map((t) => [t.id, t]));
  const groupById = new Map(staticData.groups.map((g) => [g.id, g]));
  const standings = new Map<number, GroupTeamStanding[]>();
  for (const row of live.groupTeams) standings.set(row.competitionGroupId, [...(standings.get(row.competitionGroupId) ?? []), row]);
  for (const rows of standings.values()) rows.sort((a, b) => a.position - b.position);
  const roundLevelById = new Map(staticData.roundLevels.map((r) => [r.id, r]));
  const isBracket = (groupId: number) => {
    const group = groupById.get(groupId);
    return Boolean(group && roundLevelById.get(group.competitionRoundLevelId)?.isBracket);
  };
  return {
    staticData,
    live,
    matches: live.matches,
    teamById,
    groupById,
    categoryById: new Map(staticData.teamCategories.map((c) => [c.id, c])),
    hallById: new Map(staticData.halls.map((h) => [h.id, h])),
    roundLevelById,
    standingsOf: (groupId) => standings.get(groupId) ?? [],
    categoryOfGroup: (groupId) => groupById.get(groupId)?.teamCategoryId,
    teamName: (teamId) => (teamId === null ? '' : teamDisplayName(teamById.get(teamId))),
    slots: createSlotResolver({ matches: live.matches, standings: live.groupTeams, isBracket }),
  };
}

/** Static and live data with lookups; suspends until both are there (wrap in a QueryBoundary). */
export function useCompetition(): Competition {
  const { data: staticData } = useSuspenseQuery(queries.static());
  const { data: live } = useSuspenseQuery(queries.live());
  return useMemo(() => buildCompetition(staticData, live), [staticData, live]);
}

export const placeName = (place: Place | undefined, locale: Locale) => place?.translations.find((t) => t.locale === locale)?.name ?? place?.translations[0]?.name ?? '';

export const localized = (text: { cs: string; en: string } | undefined, locale: Locale) => (text ? text[locale] || text.cs : '');
