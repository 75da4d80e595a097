import { useLingui } from '@lingui/react/macro';
import { ContentPageView } from '../components/content-page-view';
import { pageLoader } from '../components/page-loader';

export const loader = pageLoader(() => 'podminky-vyjimek', { notFound: false });

/** `/podminky-vyjimek`: the exception conditions, a content page the organisers keep. */
export function Component() {
  const { t } = useLingui();
  return <ContentPageView slug="podminky-vyjimek" fallbackTitle={t`Podmínky výjimek`} />;
}
