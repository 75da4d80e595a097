import { tournamentDays } from './tournament-days';

describe('tournamentDays', () => {
  it('lists the days with matches in order, without repeats', () => {
    expect(tournamentDays(['2026-04-07', '2026-04-06', '2026-04-07'], '2026-04-01')).toEqual(['2026-04-06', '2026-04-07']);
  });

  it('offers four days from the start date before any match is drawn, across a month end', () => {
    expect(tournamentDays([], '2026-03-30')).toEqual(['2026-03-30', '2026-03-31', '2026-04-01', '2026-04-02']);
  });

  it('keeps the days that already hold data and has no days without matches or a start date', () => {
    expect(tournamentDays(['2026-04-06'], null, ['2026-04-10', '2026-04-06'])).toEqual(['2026-04-06', '2026-04-10']);
    expect(tournamentDays([], null)).toEqual([]);
  });
});
