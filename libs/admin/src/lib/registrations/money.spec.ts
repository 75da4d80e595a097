import { formatTotals } from './money';

describe('a club’s invoice totals (issue 24: money as the club zone writes it)', () => {
  it('reads in the page’s language through the shared formatter', () => {
    expect(formatTotals({ czk: 12400, eur: 40 }, 'cs')).toBe('12\u00a0400,-\u00a0Kč + 40,-\u00a0€');
    expect(formatTotals({ czk: 12400, eur: 40 }, 'en')).toBe('CZK\u00a012,400 + €40');
    expect(formatTotals({ czk: 0, eur: 0 }, 'en')).toBe('–');
  });
});
