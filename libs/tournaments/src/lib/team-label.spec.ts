import { teamLabel, toRoman, teamFullName, teamRefName } from './team-label';

describe('toRoman', () => {
  it.each([
    [1, 'I'],
    [2, 'II'],
    [3, 'III'],
    [4, 'IV'],
    [9, 'IX'],
    [14, 'XIV'],
    [40, 'XL'],
    [90, 'XC'],
    [400, 'CD'],
    [1994, 'MCMXCIV'],
    [3999, 'MMMCMXCIX'],
  ])('writes %i as %s', (n, roman) => {
    expect(toRoman(n)).toBe(roman);
  });

  it.each([0, -1, 1.5, 4000, Number.NaN])('refuses %p, which has no Roman numeral', (n) => {
    expect(() => toRoman(n)).toThrow(RangeError);
  });
});

describe('teamLabel', () => {
  it('uses the team name when there is one', () => {
    expect(teamLabel({ name: 'HC Dukla Praha', categoryCode: 'B', teamNumber: 2 })).toBe('HC Dukla Praha');
  });

  it('falls back to the category and the Roman team number (SPEC §3)', () => {
    expect(teamLabel({ name: null, categoryCode: 'B', teamNumber: 2 })).toBe('B II');
    expect(teamLabel({ categoryCode: 'E', teamNumber: 4 })).toBe('E IV');
  });

  it('treats a blank name as no name', () => {
    expect(teamLabel({ name: '   ', categoryCode: 'A', teamNumber: 1 })).toBe('A I');
  });

  it('shows the category alone when the team has no number', () => {
    expect(teamLabel({ categoryCode: 'C', teamNumber: null })).toBe('C');
  });

  it('keeps a number that has no Roman numeral as digits', () => {
    expect(teamLabel({ categoryCode: 'D', teamNumber: 0 })).toBe('D 0');
  });

  it('gives an empty label for a team with nothing to show', () => {
    expect(teamLabel({})).toBe('');
  });
});

describe('teamFullName (issue 24: a team reads one unambiguous way)', () => {
  it('names the club, the category by its name and the Roman number, so boys\' and girls\' A I differ', () => {
    const boys = teamFullName({ clubName: 'HC Praha', name: null, categoryName: 'A chlapci', teamNumber: 1 });
    const girls = teamFullName({ clubName: 'HC Praha', name: null, categoryName: 'A dívky', teamNumber: 1 });
    expect(boys).toBe('HC Praha A chlapci I');
    expect(girls).toBe('HC Praha A dívky I');
  });

  it('keeps a team\'s own name and says its club and category after it', () => {
    expect(teamFullName({ clubName: 'HC Praha', name: ' Sokol Stars ', categoryName: 'B girls', teamNumber: 2 })).toBe('Sokol Stars (HC Praha, B girls)');
  });

  it('reads a team reference in the reader\'s language', () => {
    const ref = { clubName: 'HC Praha', name: null, teamNumber: 2, categoryName: { cs: 'E dívky', en: 'E girls' } };
    expect(teamRefName(ref, 'cs')).toBe('HC Praha E dívky II');
    expect(teamRefName(ref, 'en')).toBe('HC Praha E girls II');
  });
});
