import type { Training } from '@phc/api-contract';

export interface TrainingsSummaryCounts {
  total: number;
  approved: number;
  pending: number;
  /** Rejected or cancelled. */
  closed: number;
}

export function summarizeTrainings(trainings: readonly Pick<Training, 'state'>[]): TrainingsSummaryCounts {
  const count = (states: readonly Training['state'][]) => trainings.filter((t) => states.includes(t.state)).length;
  return { total: trainings.length, approved: count(['approved']), pending: count(['pending']), closed: count(['rejected', 'cancelled']) };
}
