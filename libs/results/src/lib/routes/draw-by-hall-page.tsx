import { useMemo } from 'react';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { calendarFeedPath } from '@phc/api-contract';
import { href, LocaleLink, useLocale, usePageTitle, type RouteDependencies } from '@phc/i18n';
import { tournamentDay } from '@phc/tournaments';
import { CalendarLinks, EmptyState, Field, Heading, Select } from '@phc/ui';
import { DayTabs } from '../components/day-tabs';
import { PrintLink } from '../components/print-link';
import { DrawFilters, useDrawFilter } from '../components/draw-filters';
import { MatchList } from '../components/match-list';
import { QueryBoundary } from '../components/query-boundary';
import { ResultsLayout } from '../components/results-layout';
import { RowsSkeleton } from '../components/skeletons';
import { placeName, prefetchCompetition, useCompetition } from '../data/use-competition';
import { currentDay, filterMatches, groupByDay, groupByHall, upcomingMatch } from '../logic/draw';

export const loader = ({ queryClient }: RouteDependencies) => () => {
  prefetchCompetition(queryClient);
  return null;
};

const StyledHall = styled.section`
  margin-bottom: ${({ theme }) => theme.space[5]};
  header {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
  }
`;

function DrawByHall() {
  const { t } = useLingui();
  const locale = useLocale();
  const competition = useCompetition();
  const filter = useDrawFilter();
  const now = useMemo(() => new Date(), []);
  // One hall at a time: all halls of a busy day would be hundreds of rows on a phone.
  const hallId = competition.hallById.has(Number(filter.params.get('hala'))) ? Number(filter.params.get('hala')) : (competition.staticData.halls[0]?.id ?? null);
  const filtered = useMemo(
    () => filterMatches(competition.matches, filter, competition.categoryOfGroup).filter((m) => hallId === null || m.placeId === hallId),
    [competition, filter.categoryId, filter.teamId, hallId], // eslint-disable-line react-hooks/exhaustive-deps
  );
  const days = useMemo(() => groupByDay(filtered), [filtered]);
  const chosen = filter.params.get('den');
  const day = days.find((d) => d.day === chosen)?.day ?? currentDay(days.map((d) => d.day), now);
  const halls = groupByHall(days.find((d) => d.day === day)?.matches ?? [], competition.staticData.halls.map((h) => h.id));

  return (
    <>
      <DrawFilters competition={competition} filter={filter} />
      <Field label={t`Hala`}>
        <Select
          value={hallId === null ? '' : String(hallId)}
          onChange={(event) => filter.set('hala', event.target.value)}
          options={competition.staticData.halls.map((h) => ({ value: String(h.id), label: placeName(h, locale) }))}
        />
      </Field>
      {/* Every match of the chosen hall, all days, whatever the filters: what an announcer or a family staying near it follows. */}
      {hallId !== null && (
        <>
          <CalendarLinks path={calendarFeedPath('hall', hallId, locale)} filename={`hall-${hallId}.ics`} owner={placeName(competition.hallById.get(hallId), locale)} />
          <PrintLink subject={{ kind: 'hall', placeId: hallId }} />
        </>
      )}
      {days.length === 0 ? (
        <EmptyState title={<Trans>Žádné zápasy</Trans>} description={<Trans>Zvoleným filtrům neodpovídá žádný zápas.</Trans>} />
      ) : (
        <>
          <DayTabs days={days.map((d) => d.day)} value={day} onChange={(value) => filter.set('den', value)} today={tournamentDay(now)} />
          {halls.map(({ hallId: id, matches }) => (
            <StyledHall key={id} aria-labelledby={`hall-${id}`}>
              <header>
                <Heading level={2} id={`hall-${id}`}>
                  {placeName(competition.hallById.get(id), locale)}
                </Heading>
                <LocaleLink to={`${href('mapa')}?place=${id}`}>
                  <Trans>Na mapě</Trans>
                </LocaleLink>
              </header>
              <MatchList matches={matches} competition={competition} showHall={false} highlightId={upcomingMatch(matches, now)?.id} />
            </StyledHall>
          ))}
        </>
      )}
    </>
  );
}

export function Component() {
  const { t } = useLingui();
  usePageTitle(t`Rozpis podle hal`);
  return (
    <ResultsLayout>
      <Heading level={1}>
        <Trans>Rozpis podle hal</Trans>
      </Heading>
      <QueryBoundary skeleton={<RowsSkeleton />}>
        <DrawByHall />
      </QueryBoundary>
    </ResultsLayout>
  );
}
