import { pageSlugOf } from './page-slug';

describe('pageSlugOf', () => {
  it('names the content page of a path in either language', () => {
    expect(pageSlugOf('/')).toBe('home');
    expect(pageSlugOf('/en')).toBe('home');
    expect(pageSlugOf('/informace')).toBe('informace');
    expect(pageSlugOf('/en/information')).toBe('information');
    expect(pageSlugOf('/podminky')).toBe('podminky');
    expect(pageSlugOf('/en/terms')).toBe('podminky');
  });

  it('is null for screens that are not content pages', () => {
    expect(pageSlugOf('/vysledky')).toBeNull();
    expect(pageSlugOf('/a/b/c')).toBeNull();
  });
});
