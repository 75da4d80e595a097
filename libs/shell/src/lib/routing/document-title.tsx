import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { routeTitles, usePageTitleStore } from '@phc/i18n';
import { useTournament } from '@phc/ui';
import type { ShellRouteHandle } from './route-handle';

/** `"<page> | <tournament short name>"`: the page's own title, else its route's name. */
export function DocumentTitle() {
  const { i18n } = useLingui();
  const { shortName } = useTournament();
  const pageTitle = usePageTitleStore((state) => state.title);
  const routeName = useMatches()
    .map((match) => (match.handle as ShellRouteHandle | undefined)?.routeName)
    .filter(Boolean)
    .at(-1);
  const title = pageTitle ?? (routeName ? i18n._(routeTitles[routeName]) : null);

  useEffect(() => {
    document.title = title ? `${title} | ${shortName}` : shortName;
  }, [title, shortName]);
  return null;
}
