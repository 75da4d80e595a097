import { useQuery } from '@tanstack/react-query';
import { useLocale, type NavItem } from '@phc/i18n';
import { localized } from '../logic/localized';
import { usePreview } from '../logic/preview-store';
import { siteContentQueries } from '../queries/site-content';

const noItems: readonly NavItem[] = [];

/**
 * SPEC §2: the header menu from content items (Czech paths; the shell localises them). Nothing while
 * loading, so the menu does not jump; the shell's own menu when content cannot be had.
 */
export function useContentMainMenu(): readonly NavItem[] | undefined {
  const locale = useLocale();
  const { data, isPending } = useQuery(siteContentQueries.chrome(usePreview()));
  if (isPending) return noItems;
  const menu = data?.menus?.find((m) => m.position === 'header');
  if (!menu) return undefined;
  return menu.menuItems.map((item) => ({ label: localized(item.title, locale), to: item.link }));
}
