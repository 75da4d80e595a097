import { useQuery } from '@tanstack/react-query';
import { resultsShown } from '@phc/api-contract';
import { webQueries } from '@phc/api-client';
import { useTournament } from '@phc/ui';

/**
 * Whether the results are on the web: the tournament's feature and SPEC §9 "show results". Every place
 * that shows a score asks it (the menu, the results area, the home page's live block, the map's link to
 * a hall's matches), so switching results off hides them everywhere, not only the menu item. Until the
 * configuration arrives the feature decides, so nothing flickers away on a tournament that shows them.
 */
export function useResultsOnWeb(): boolean {
  const { features } = useTournament();
  const { data: enums } = useQuery(webQueries.enums());
  return features.results && (enums === undefined || resultsShown(enums.configurations));
}
