import { mutationOptions, queryOptions, type MutationFunctionContext } from '@tanstack/react-query';
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
const settle = (competition: AdminCompetitionDetail, _variables: unknown, _onMutateResult: unknown, { client }: MutationFunctionContext) => {
  client.setQueryData(competitionKeys.detail(competition.category.id), competition);
  return client.invalidateQueries({ queryKey: adminKeys.all, predicate: (query) => query.queryKey[2] !== competition.category.id });
};

type CompetitionAnswer = Promise<{ competition: AdminCompetitionDetail }>;

/** The builder's writes of one category, one mutationOptions factory per call, each settled as above. */
export function createCompetitionMutations(request: ApiRequest) {
  const write = <V>(categoryId: number, name: string, call: (variables: V) => CompetitionAnswer) =>
    mutationOptions({
      mutationKey: [...competitionKeys.detail(categoryId), name] as const,
      mutationFn: async (variables: V) => (await call(variables)).competition,
      onSuccess: settle,
    });
  return {
    draw: (categoryId: number) => write(categoryId, 'draw', (body: DrawBody) => request(adminCompetitionEndpoints.draw, { params: { categoryId }, body })),
    /** An empty group-stage group made by hand. */
    addGroup: (categoryId: number) => write(categoryId, 'add-group', (body: GroupBody) => request(adminCompetitionEndpoints.addGroup, { params: { categoryId }, body })),
    /** An empty group of the draft removed. */
    deleteGroup: (categoryId: number) => write(categoryId, 'delete-group', (groupId: number) => request(adminCompetitionEndpoints.deleteGroup, { params: { categoryId, groupId } })),
    /** A round level of the category's own: added, renamed (or reordered), deleted once empty. */
    addLevel: (categoryId: number) => write(categoryId, 'add-level', (body: LevelBody) => request(adminCompetitionEndpoints.addLevel, { params: { categoryId }, body })),
    editLevel: (categoryId: number) => write(categoryId, 'edit-level', ({ levelId, body }: { levelId: number; body: LevelBody }) => request(adminCompetitionEndpoints.editLevel, { params: { categoryId, levelId }, body })),
    deleteLevel: (categoryId: number) => write(categoryId, 'delete-level', (levelId: number) => request(adminCompetitionEndpoints.deleteLevel, { params: { categoryId, levelId } })),
    /** The teams' seeding pots, which the next draw snakes by. */
    savePots: (categoryId: number) => write(categoryId, 'pots', (body: PotsBody) => request(adminCompetitionEndpoints.pots, { params: { categoryId }, body })),
    moveTeam: (categoryId: number) => write(categoryId, 'move', (body: MoveBody) => request(adminCompetitionEndpoints.move, { params: { categoryId }, body })),
    buildPlayoffs: (categoryId: number) => write(categoryId, 'playoffs', (body: PlayoffsBody) => request(adminCompetitionEndpoints.playoffs, { params: { categoryId }, body })),
    schedule: (categoryId: number) => write(categoryId, 'schedule', (body: ScheduleBody) => request(adminCompetitionEndpoints.schedule, { params: { categoryId }, body })),
    /** One match to another time or hall; a published one's number stays and open pages get the change. */
    moveMatch: (categoryId: number) =>
      write(categoryId, 'move-match', ({ matchId, body }: { matchId: number; body: MatchSlotBody }) => request(adminCompetitionEndpoints.moveMatch, { params: { categoryId, matchId }, body })),
    publish: (categoryId: number) => write(categoryId, 'publish', () => request(adminCompetitionEndpoints.publish, { params: { categoryId } })),
  };
}

export const competitionMutations = createCompetitionMutations(apiRequest);

/** What moving a team would break, before it is moved (no write). */
export async function previewMove(categoryId: number, body: MoveBody, request: ApiRequest = apiRequest) {
  return (await request(adminCompetitionEndpoints.checkMove, { params: { categoryId }, body })).breaks;
}
