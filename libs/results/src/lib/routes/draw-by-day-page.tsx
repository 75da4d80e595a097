import { useEffect, useMemo, useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { usePageTitle, type RouteDependencies } from '@phc/i18n';
import { tournamentDay } from '@phc/tournaments';
import { EmptyState, Heading } from '@phc/ui';
import { DayTabs } from '../components/day-tabs';
import { PrintLink } from '../components/print-link';
import { DrawFilters, useDrawFilter } from '../components/draw-filters';
import { WindowedMatchList } from '../components/windowed-match-list';
import { QueryBoundary } from '../components/query-boundary';
import { ResultsLayout } from '../components/results-layout';
import { DrawSkeleton } from '../components/skeletons';
import { prefetchCompetition, useCompetition } from '../data/use-competition';
import { currentDay, filterMatches, groupByDay, upcomingMatch } from '../logic/draw';
import { useFavouriteTeams } from '../state/favourites-store';

export const loader = ({ queryClient }: RouteDependencies) => () => {
  prefetchCompetition(queryClient);
  return null;
};

function DrawByDay() {
  const competition = useCompetition();
  const filter = useDrawFilter();
  const favourites = useFavouriteTeams((s) => s.teamIds);
  const now = useMemo(() => new Date(), []);
  const filtered = useMemo(() => filterMatches(competition.matches, filter, competition.categoryOfGroup), [competition, filter.categoryId, filter.teamId]); // eslint-disable-line react-hooks/exhaustive-deps
  const days = useMemo(() => groupByDay(filtered), [filtered]);
  const chosen = filter.params.get('den');
  const day = days.find((d) => d.day === chosen)?.day ?? currentDay(days.map((d) => d.day), now);
  const matches = days.find((d) => d.day === day)?.matches ?? [];
  // "Příští" is the next match still to start: one being played reads ŽIVĚ, never both (issue 24).
  const next = upcomingMatch(matches, now);
  const nextRef = useRef<HTMLAnchorElement>(null);
  const scrolledFor = useRef<string | null>(null);

  // The next match comes into view once per day shown; later live updates never move the page.
  useEffect(() => {
    if (!day || scrolledFor.current === day || !nextRef.current) return;
    scrolledFor.current = day;
    nextRef.current.scrollIntoView({ block: 'center' });
  }, [day, next?.id]);

  return (
    <>
      <DrawFilters competition={competition} filter={filter} />
      {days.length === 0 ? (
        <EmptyState title={<Trans>Žádné zápasy</Trans>} description={<Trans>Zvoleným filtrům neodpovídá žádný zápas.</Trans>} />
      ) : (
        <>
          <DayTabs days={days.map((d) => d.day)} value={day} onChange={(value) => filter.set('den', value)} today={tournamentDay(now)} />
          {day && <PrintLink subject={{ kind: 'day', day }} />}
          <WindowedMatchList key={`${day}-${filter.categoryId}-${filter.teamId}`} ref={nextRef} matches={matches} competition={competition} highlightId={next?.id} highlightTeams={favourites} />
        </>
      )}
    </>
  );
}

export function Component() {
  const { t } = useLingui();
  usePageTitle(t`Rozpis podle dní`);
  return (
    <ResultsLayout>
      <Heading level={1}>
        <Trans>Rozpis podle dní</Trans>
      </Heading>
      <QueryBoundary skeleton={<DrawSkeleton />}>
        <DrawByDay />
      </QueryBoundary>
    </ResultsLayout>
  );
}
