import { summarizeTrainings } from './trainings-summary-logic';

describe('summarizeTrainings', () => {
  it('counts trainings by state, rejected and cancelled together', () => {
    const states = ['approved', 'approved', 'pending', 'rejected', 'cancelled'] as const;
    expect(summarizeTrainings(states.map((state) => ({ state })))).toEqual({ total: 5, approved: 2, pending: 1, closed: 2 });
  });

  it('gives zeros for a club without trainings', () => {
    expect(summarizeTrainings([])).toEqual({ total: 0, approved: 0, pending: 0, closed: 0 });
  });
});
