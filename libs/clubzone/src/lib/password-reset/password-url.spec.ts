import { passwordUrlTemplate } from './password-url';

describe('passwordUrlTemplate', () => {
  it('points a Czech visitor at the Czech page with the token placeholder', () => {
    expect(passwordUrlTemplate('https://www.praguehandballcup.com', 'cs')).toBe('https://www.praguehandballcup.com/nastaveni-hesla/{token}');
  });

  it('points an English visitor at the /en page', () => {
    expect(passwordUrlTemplate('http://localhost:3000', 'en')).toBe('http://localhost:3000/en/nastaveni-hesla/{token}');
  });
});
