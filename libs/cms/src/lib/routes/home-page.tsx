import { useLocale } from '@phc/i18n';
import { useTournament } from '@phc/ui';
import { ContentPageView } from '../components/content-page-view';
import { pageLoader } from '../components/page-loader';

export const loader = pageLoader(() => 'home', { notFound: false, withLayout: true });

/** `/` and `/en`: the content page `home` with the custom blocks placed at its top. */
export function Component() {
  const locale = useLocale();
  const { name } = useTournament();
  return <ContentPageView slug="home" customBlocksPosition="home-top" fallbackTitle={name[locale]} />;
}
