import type { AdminTraining } from '@phc/api-contract';
import { decisionBody, decisionDefaults, slotOf, visibleTrainings } from './trainings-logic';

const base: AdminTraining = {
  id: 1,
  teamId: 3,
  team: { id: 3, name: null, teamNumber: 1, categoryCode: 'A', clubId: 1, clubName: 'HC Plzeň' },
  day: 0,
  date: '2027-03-25',
  preferredTime: '09:00',
  startTime: null,
  endTime: null,
  trainingTypeId: 1,
  durationInMinutes: 135,
  placeId: null,
  seekingRival: false,
  rivalName: null,
  rivalTeamId: null,
  note: null,
  state: 'pending',
  price: 900,
  currency: 'EUR',
  refereeRequested: false,
  refereeId: null,
  resolutionReason: null,
};
const training = (change: Partial<AdminTraining>): AdminTraining => ({ ...base, ...change });

describe('slotOf', () => {
  it('is the final slot once decided, else the preferred time for the training’s length', () => {
    expect(slotOf(base)).toEqual({ from: '09:00', to: '11:15', final: false });
    expect(slotOf(training({ startTime: '10:00', endTime: '11:30' }))).toEqual({ from: '10:00', to: '11:30', final: true });
  });
});

describe('visibleTrainings', () => {
  const list = [
    training({ id: 1, date: '2027-03-26', state: 'approved', team: { ...base.team, clubName: 'Žatec' } }),
    training({ id: 2, date: '2027-03-25', preferredTime: '12:00', team: { ...base.team, clubName: 'Český Krumlov' } }),
    training({ id: 3, date: '2027-03-25', preferredTime: '08:00', state: 'rejected', team: { ...base.team, clubName: 'Cheb' } }),
  ];
  it('sorts by date and time, by club in Czech order, or with what waits first', () => {
    expect(visibleTrainings(list, '', 'date').map((t) => t.id)).toEqual([3, 2, 1]);
    // Czech order: C, Č, ..., H, Ch, ..., Ž.
    expect(visibleTrainings(list, '', 'club').map((t) => t.id)).toEqual([2, 3, 1]);
    expect(visibleTrainings(list, '', 'state').map((t) => t.id)).toEqual([2, 1, 3]);
  });
  it('finds a club without accents or case', () => {
    expect(visibleTrainings(list, 'cesky', 'date').map((t) => t.id)).toEqual([2]);
    expect(visibleTrainings(list, 'ZATEC', 'date').map((t) => t.id)).toEqual([1]);
  });
});

describe('decision values', () => {
  it('start an approval from the club’s wish and an edit from the decision', () => {
    expect(decisionDefaults(base)).toEqual({ startTime: '09:00', endTime: '11:15', placeId: '', price: '900', refereeId: '', reason: '' });
    expect(decisionDefaults(training({ startTime: '10:00', endTime: '11:30', placeId: 4, refereeId: 9, resolutionReason: 'Vchod B' }))).toEqual({ startTime: '10:00', endTime: '11:30', placeId: '4', price: '900', refereeId: '9', reason: 'Vchod B' });
  });
  it('become the contract’s body: numbers as numbers, empty as null, text the schema will refuse as text; a rejection only its reason', () => {
    const values = { startTime: '10:00', endTime: '11:30', placeId: '4', price: ' 1200 ', refereeId: '', reason: 'ok' };
    expect(decisionBody(values, 'approved')).toEqual({ state: 'approved', reason: 'ok', startTime: '10:00', endTime: '11:30', placeId: 4, price: 1200, refereeId: null });
    expect(decisionBody({ ...values, price: '12.5' }, 'approved')).toEqual(expect.objectContaining({ price: '12.5' }));
    expect(decisionBody(values, 'rejected')).toEqual({ state: 'rejected', reason: 'ok' });
  });
});
