import { compareCzech, comparePeopleCzech, foldForSearch, matchesSearch } from './collation';

describe('Czech collation', () => {
  it('puts Č after C, Ch after H, Ř after R and Ž after Z', () => {
    expect(['Žatec', 'Chomutov', 'Hradec', 'Řevnice', 'Cheb', 'Čáslav', 'Cvikov', 'Rakovník'].sort(compareCzech)).toEqual([
      'Cvikov',
      'Čáslav',
      'Hradec',
      'Cheb',
      'Chomutov',
      'Rakovník',
      'Řevnice',
      'Žatec',
    ]);
  });

  it('orders numbers by value', () => {
    expect(['Hala 10', 'Hala 2', 'Hala 1'].sort(compareCzech)).toEqual(['Hala 1', 'Hala 2', 'Hala 10']);
  });

  it('lists people by last name, then first name', () => {
    const people = [
      { firstName: 'Petr', lastName: 'Šťastný' },
      { firstName: 'Adam', lastName: 'Novák' },
      { firstName: 'Aleš', lastName: 'Šťastný' },
    ];
    expect([...people].sort(comparePeopleCzech).map((p) => p.firstName)).toEqual(['Adam', 'Aleš', 'Petr']);
  });
});

describe('search folding', () => {
  it('folds diacritics and case, as people type on a phone', () => {
    expect(foldForSearch(' Žďár nad Sázavou ')).toBe('zdar nad sazavou');
    expect(foldForSearch('ŘEPY')).toBe('repy');
  });

  it('needs every word of the query, in any order, across the texts', () => {
    expect(matchesSearch('praha dukla', 'Dukla', 'Praha 6')).toBe(true);
    expect(matchesSearch('cermak', 'Jan Čermák')).toBe(true);
    expect(matchesSearch('dukla brno', 'Dukla', 'Praha')).toBe(false);
    expect(matchesSearch('  ', 'anything')).toBe(true);
  });
});
