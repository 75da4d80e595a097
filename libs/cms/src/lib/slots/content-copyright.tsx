import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocale } from '@phc/i18n';
import { localized } from '../logic/localized';
import { usePreview } from '../logic/preview-store';
import { siteContentQueries } from '../queries/site-content';

/** The copyright line from settings; the shell's own line until settings arrive or without them. */
export function ContentCopyright({ fallback }: { fallback: ReactNode }) {
  const locale = useLocale();
  const { data } = useQuery(siteContentQueries.chrome(usePreview()));
  const copyright = localized(data?.settings?.copyright, locale);
  return <>{copyright || fallback}</>;
}
