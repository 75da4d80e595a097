import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { adminCompetitionEndpoints, type AdminCompetitionDetail, type DrawBody, type GroupBody, type MatchSlotBody, type MoveBody, type PlayoffsBody, type ScheduleBody } from '@phc/api-contract';
import { apiRequest, type ApiRequest } from '@phc/api-client';

/** Under 'admin' like every admin key: a write invalidates `['admin']`, so lists, details and the audit log refetch. */
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
  await queryClient.invalidateQueries({ queryKey: ['admin'], predicate: (query) => query.queryKey[2] !== competition.category.id });
  return competition;
}

export async function drawCompetition(queryClient: QueryClient, categoryId: number, body: DrawBody, request: ApiRequest = apiRequest) {
  return settle(queryClient, (await request(adminCompetitionEndpoints.draw, { params: { categoryId }, body })).competition);
}

/** An empty group-stage group made by hand. */
export async function addGroup(queryClient: QueryClient, categoryId: number, body: GroupBody, request: ApiRequest = apiRequest) {
  return settle(queryClient, (await request(adminCompetitionEndpoints.addGroup, { params: { categoryId }, body })).competition);
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
