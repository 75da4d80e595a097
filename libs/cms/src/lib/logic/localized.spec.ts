import { localized } from './localized';

describe('localized', () => {
  it('gives the text of the locale', () => {
    expect(localized({ cs: 'Výsledky', en: 'Results' }, 'en')).toBe('Results');
    expect(localized({ cs: 'Výsledky', en: 'Results' }, 'cs')).toBe('Výsledky');
  });

  it('falls back to Czech when the English text is empty', () => {
    expect(localized({ cs: 'Výsledky', en: '  ' }, 'en')).toBe('Výsledky');
    expect(localized(null, 'en')).toBe('');
  });
});
