import { englishHallName, halls } from './data';

describe('the demo halls in English', () => {
  it('keeps the Czech proper name and puts the kind of building after it', () => {
    expect(englishHallName('Hala Dukla Praha')).toBe('Dukla Praha Hall');
    expect(englishHallName('Sportovní hala Lužiny')).toBe('Lužiny Sports Hall');
    expect(englishHallName('ZŠ Hostivař – tělocvična')).toBe('ZŠ Hostivař Gym');
    expect(englishHallName('Sportcentrum Chodov')).toBe('Sportcentrum Chodov');
  });

  it('leaves no Czech word for the building in any demo hall’s English name', () => {
    for (const hall of halls) expect(englishHallName(hall.name)).not.toMatch(/(^|\s)(Hala|hala|tělocvična)(\s|$)|^(Hall|Sports hall) /u);
  });
});
