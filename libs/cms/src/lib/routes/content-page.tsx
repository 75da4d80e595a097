import { useParams } from 'react-router';
import { ContentPageView } from '../components/content-page-view';
import { pageLoader } from '../components/page-loader';

export const loader = pageLoader((params) => params['slug'] ?? '', { notFound: true });

/** `/{slug}` and `/en/{slug}`: a content page by its Czech or English slug. */
export function Component() {
  const { slug = '' } = useParams();
  return <ContentPageView key={slug} slug={slug} />;
}
