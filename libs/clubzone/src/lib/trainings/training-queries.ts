import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { trainingEndpoints, trainingJoinRequestEndpoints, webEndpoints, type Training, type TrainingInput } from '@phc/api-contract';
import { apiRequest, type ApiRequest } from '@phc/api-client';

/** Under the key of the club's list (club-queries.ts `trainings`), so one invalidation refreshes both. */
export const trainingKeys = {
  all: ['competition', 'trainings'] as const,
  calendar: ['competition', 'trainings', 'calendar'] as const,
  halls: ['web', 'places', 'hall'] as const,
  joinRequests: ['competition', 'training-join-requests'] as const,
  joinList: (clubId: number, direction: 'created' | 'received') => ['competition', 'training-join-requests', clubId, direction] as const,
};

export function createTrainingQueries(request: ApiRequest) {
  return {
    /** Every club's trainings (another club's note and price hidden by the server): the calendar and the joinable ones. */
    calendar: () =>
      queryOptions({
        queryKey: trainingKeys.calendar,
        queryFn: async ({ signal }) => (await request(trainingEndpoints.list, { query: {}, signal })).trainings,
        staleTime: 30_000,
      }),
    halls: () =>
      queryOptions({
        queryKey: trainingKeys.halls,
        queryFn: async ({ signal }) => (await request(webEndpoints.places, { query: { type: 'hall' }, signal })).places,
        staleTime: 10 * 60_000,
      }),
    joinList: (clubId: number, direction: 'created' | 'received') =>
      queryOptions({
        queryKey: trainingKeys.joinList(clubId, direction),
        queryFn: async ({ signal }) => (await request(trainingJoinRequestEndpoints[direction], { params: { clubId }, signal })).trainingJoinRequests,
        staleTime: 30_000,
      }),
  };
}

export const trainingQueries = createTrainingQueries(apiRequest);

/** Every training write refetches the trainings and the join requests (a cancelled training declines its requests). */
const refetchTrainings = (client: QueryClient) => Promise.all([client.invalidateQueries({ queryKey: trainingKeys.all }), client.invalidateQueries({ queryKey: trainingKeys.joinRequests })]);

/** The trainings screen's writes, one mutationOptions factory per call (SPEC §7, §8). */
export function createTrainingMutations(request: ApiRequest) {
  return {
    /** A new training, or a change of the one being edited. */
    save: () =>
      mutationOptions({
        mutationKey: [...trainingKeys.all, 'save'] as const,
        mutationFn: ({ input, editing }: { input: TrainingInput; editing: Training | null }) =>
          editing ? request(trainingEndpoints.update, { params: { id: editing.id }, body: input }) : request(trainingEndpoints.create, { body: input }),
        onSuccess: (_data, _variables, _onMutateResult, { client }) => refetchTrainings(client),
      }),
    /** Deleted or cancelled: the lists refetch either way, so a refusal shows the training as it now is. */
    remove: () =>
      mutationOptions({
        mutationKey: [...trainingKeys.all, 'remove'] as const,
        mutationFn: (id: number) => request(trainingEndpoints.remove, { params: { id } }),
        onSettled: (_data, _error, _variables, _onMutateResult, { client }) => refetchTrainings(client),
      }),
    cancel: () =>
      mutationOptions({
        mutationKey: [...trainingKeys.all, 'cancel'] as const,
        mutationFn: (id: number) => request(trainingEndpoints.cancel, { params: { id } }),
        onSettled: (_data, _error, _variables, _onMutateResult, { client }) => refetchTrainings(client),
      }),
    /** A friendly match asked of another team's training. */
    join: () =>
      mutationOptions({
        mutationKey: [...trainingKeys.joinRequests, 'join'] as const,
        mutationFn: ({ trainingId, teamId }: { trainingId: number; teamId: number }) => request(trainingJoinRequestEndpoints.join, { params: { trainingId }, body: { requestingTeam: { id: teamId } } }),
        onSuccess: (_data, _variables, _onMutateResult, { client }) => refetchTrainings(client),
      }),
  };
}

export const trainingMutations = createTrainingMutations(apiRequest);
