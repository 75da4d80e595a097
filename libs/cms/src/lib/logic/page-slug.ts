import { matchRoute } from '@phc/i18n';

/** The content page a path shows (for the editor): the home page is `home`, terms are `podminky`. */
export function pageSlugOf(pathname: string): string | null {
  const match = matchRoute(pathname);
  if (!match) return null;
  switch (match.route.name) {
    case 'index':
      return 'home';
    case 'podminky':
      return 'podminky';
    case 'podminky-vyjimek':
      return 'podminky-vyjimek';
    case 'stranka':
      return match.params['slug'] ?? null;
    default:
      return null;
  }
}
