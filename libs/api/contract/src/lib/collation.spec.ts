import { compareCzech, comparePeopleCzech } from './collation';

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
