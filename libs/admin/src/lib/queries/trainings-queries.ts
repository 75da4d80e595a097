import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { adminTrainingsEndpoints, type TrainingDecisionBody, type TrainingState } from '@phc/api-contract';
import { apiRequest, type ApiRequest } from '@phc/api-client';
import { adminKeys, refetchAdmin } from './admin-queries';

/** The trainings waiting for a decision come first (the screen's filter starts here; its route prefetches it). */
export const defaultTrainingFilter: TrainingState = 'pending';

/** Under 'admin': a decision invalidates the whole area, so every state's list and the audit log follow. */
export const trainingKeys = {
  trainings: (state: TrainingState | undefined) => ['admin', 'trainings', state ?? 'all'] as const,
};

export function createTrainingQueries(request: ApiRequest) {
  return {
    trainings: (state?: TrainingState) =>
      queryOptions({
        queryKey: trainingKeys.trainings(state),
        queryFn: async ({ signal }) => request(adminTrainingsEndpoints.trainings, { query: state ? { state } : {}, signal }),
        staleTime: 30_000,
      }),
  };
}

export const trainingQueries = createTrainingQueries(apiRequest);

/** Approves or rejects a training; every admin read refetches (refetchAdmin). */
export const trainingMutations = {
  decide: () =>
    mutationOptions({
      mutationKey: [...adminKeys.all, 'trainings', 'decide'] as const,
      mutationFn: async ({ id, body }: { id: number; body: TrainingDecisionBody }) => (await apiRequest(adminTrainingsEndpoints.trainingDecision, { params: { id }, body })).training,
      onSuccess: refetchAdmin,
    }),
};
