import { useEffect } from 'react';
import { useLingui } from '@lingui/react';
import { useTournament } from './tournament-context';

/** Sets the browser title to "<page> | <tournament>" while the page is shown. */
export function useDocumentTitle(pageTitle: string | null | undefined): void {
  const tournament = useTournament();
  const { i18n } = useLingui();
  const name = i18n.locale === 'en' ? tournament.name.en : tournament.name.cs;
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} | ${tournament.shortName}` : name;
  }, [pageTitle, tournament, name]);
}
