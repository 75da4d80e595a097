import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { adminCompetitionEndpoints, type AdminCompetitionDetail, type DrawBody, type GroupBody, type LevelBody, type MatchSlotBody, type MoveBody, type PlayoffsBody, type PotsBody, type ScheduleBody } from '@phc/api-contract';
import { apiRequest, type ApiRequest } from '@phc/api-client';
import { adminKeys } from './admin-queries';

/** Under 'admin' like every admin key: a write invalidates `adminKeys.all`, so lists, details and the audit log refetch. */
export const competitionKeys = {
  categories: ['admin', 'competition'] as const,
  detail: (categoryId: number) => ['admin', 'competition', categoryId] as const,
};

export function createCompetitionQueries(request: ApiRequest) {
  return {
    categories: () =>
      queryOptions({
        queryKey: competitionKeys.categories,
        queryFn: async ({ signal }) => (await request(adminCompetitionEndpoints.categories, { signal })).categories,
        staleTime: 30_000,
      }),
    detail: (categoryId: number) =>
      queryOptions({
        queryKey: competitionKeys.detail(categoryId),
        queryFn: async ({ signal }) => (await request(adminCompetitionEndpoints.detail, { params: { categoryId }, signal })).competition,
        staleTime: 30_000,
      }),
  };
}

export const competitionQueries = createCompetitionQueries(apiRequest);

/** Every builder write answers the category's whole state: it goes into the cache at once, then the rest refetches. */
async function settle(queryClient: QueryClient, competition: AdminCompetitionDetail): Promise<AdminCompetitionDetail> {
  queryClient.setQueryData(competitionKeys.detail(competition.category.id), competition);
  await queryClient.invalidateQueries({ queryKey: adminKeys.all, predicate: (query) => query.queryKey[2] !== competition.category.id });
  return competition;
}

export async function drawCompetition(queryClient: QueryClient, categoryId: number, body: DrawBody, request: ApiRequest = apiRequest) {
  return settle(queryClient, (await request(adminCompetitionEndpoints.draw, { params: { categoryId }, body })).competition);
}

/** An empty group-stage group made by hand. */
export async function addGroup(queryClient: QueryClient, categoryId: number, body: GroupBody, request: ApiRequest = apiRequest) {
  return settle(queryClient, (await request(adminCompetitionEndpoints.addGroup, { params: { categoryId }, body })).competition);
}

/** An empty group of the draft removed. */
export async function deleteGroup(queryClient: QueryClient, categoryId: number, groupId: number, request: ApiRequest = apiRequest) {
  return settle(queryClient, (await request(adminCompetitionEndpoints.deleteGroup, { params: { categoryId, groupId } })).competition);
}

/** A round level of the category's own: added, renamed (or reordered), deleted once empty. */
export async function addLevel(queryClient: QueryClient, categoryId: number, body: LevelBody, request: ApiRequest = apiRequest) {
  return settle(queryClient, (await request(adminCompetitionEndpoints.addLevel, { params: { categoryId }, body })).competition);
}

export async function editLevel(queryClient: QueryClient, categoryId: number, levelId: number, body: LevelBody, request: ApiRequest = apiRequest) {
  return settle(queryClient, (await request(adminCompetitionEndpoints.editLevel, { params: { categoryId, levelId }, body })).competition);
}

export async function deleteLevel(queryClient: QueryClient, categoryId: number, levelId: number, request: ApiRequest = apiRequest) {
  return settle(queryClient, (await request(adminCompetitionEndpoints.deleteLevel, { params: { categoryId, levelId } })).competition);
}

/** The teams' seeding pots, which the next draw snakes by. */
export async function savePots(queryClient: QueryClient, categoryId: number, body: PotsBody, request: ApiRequest = apiRequest) {
  return settle(queryClient, (await request(adminCompetitionEndpoints.pots, { params: { categoryId }, body })).competition);
}

/** What moving a team would break, before it is moved (no write). */
export async function previewMove(categoryId: number, body: MoveBody, request: ApiRequest = apiRequest) {
  return (await request(adminCompetitionEndpoints.checkMove, { params: { categoryId }, body })).breaks;
}

export async function moveTeam(queryClient: QueryClient, categoryId: number, body: MoveBody, request: ApiRequest = apiRequest) {
  return settle(queryClient, (await request(adminCompetitionEndpoints.move, { params: { categoryId }, body })).competition);
}

export async function buildPlayoffs(queryClient: QueryClient, categoryId: number, body: PlayoffsBody, request: ApiRequest = apiRequest) {
  return settle(queryClient, (await request(adminCompetitionEndpoints.playoffs, { params: { categoryId }, body })).competition);
}

export async function scheduleCompetition(queryClient: QueryClient, categoryId: number, body: ScheduleBody, request: ApiRequest = apiRequest) {
  return settle(queryClient, (await request(adminCompetitionEndpoints.schedule, { params: { categoryId }, body })).competition);
}

/** One match to another time or hall; a published one's number stays and open pages get the change. */
export async function moveMatchSlot(queryClient: QueryClient, categoryId: number, matchId: number, body: MatchSlotBody, request: ApiRequest = apiRequest) {
  return settle(queryClient, (await request(adminCompetitionEndpoints.moveMatch, { params: { categoryId, matchId }, body })).competition);
}

export async function publishCompetition(queryClient: QueryClient, categoryId: number, request: ApiRequest = apiRequest) {
  return settle(queryClient, (await request(adminCompetitionEndpoints.publish, { params: { categoryId } })).competition);
}
