import { Link, useParams } from 'react-router';
import styled from 'styled-components';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { StatisticsRow } from '@phc/api-contract';
import { queries } from '@phc/api-client';
import { formatNumber, href, LocaleLink, useLocale, usePageTitle, type Locale, type RouteDependencies } from '@phc/i18n';
import { resolveTournament, type Sport, type StatisticsSort } from '@phc/tournaments';
import { DataTable, EmptyState, Heading, TableScroll, chipRowStyles, media, useTournament } from '@phc/ui';
import { found, routeId } from '../components/entity';
import { QueryBoundary } from '../components/query-boundary';
import { ResultsLayout } from '../components/results-layout';
import { RowsSkeleton } from '../components/skeletons';
import { localized, prefetchCompetition, useCompetition } from '../data/use-competition';
import { resolveStatisticsSort, statisticsSortsFor } from '../logic/labels';
import { phoneTableCells } from '../components/phone-table';

// Loaders run outside React: the tournament comes from the root element, as the app resolves it.
const sportOfPage = () => resolveTournament(typeof document === 'undefined' ? null : document.documentElement.getAttribute('data-tournament')).sport;

export const loader =
  ({ queryClient }: RouteDependencies) =>
  ({ params }: { params: Record<string, string | undefined> }) => {
    prefetchCompetition(queryClient);
    const categoryId = Number(params['categoryId']);
    if (Number.isSafeInteger(categoryId) && categoryId > 0) void queryClient.ensureQueryData(queries.statistics(categoryId, resolveStatisticsSort(sportOfPage(), params['sortedBy']))).catch(() => undefined);
    return null;
  };

const StyledTabs = styled.nav`
  margin-bottom: ${({ theme }) => theme.space[4]};
  ul {
    ${chipRowStyles}
  }
`;


const StyledTable = styled(DataTable)`
  th,
  td {
    padding-block: ${({ theme }) => theme.space[1]};
    white-space: nowrap;
  }
  .name {
    text-align: left;
    white-space: normal;
  }
  /* The team follows the name on the same line where it fits, so a phone shows one line per player. */
  small {
    margin-left: ${({ theme }) => theme.space[2]};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  .key {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  /* A phone: the player's name over the team's, one line each (cut with an ellipsis, whole for screen
     readers), in what the figures leave; the figures' headers over two lines. Any name, the demo's
     longest too, keeps a row two short lines tall (issue 24: 80 px with "Zápasy" cut). */
  ${media.down('phone')} {
    ${phoneTableCells}
    th.name {
      width: 100%;
      min-width: 7rem;
      max-width: 0;
    }
    tbody th.name > span,
    tbody th.name small {
      display: block;
      margin-left: 0;
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
      line-height: 1.3;
    }
  }
`;

type Column = { key: string; label: string; value: (s: StatisticsRow['stats']) => number; main?: boolean };

/** The columns of a sort in the words of the sport: football has no 7 m goals, volleyball no three-pointers. */
function useColumns(sort: StatisticsSort, sport: Sport): Column[] {
  const { t } = useLingui();
  const matches: Column = { key: 'matches', label: t`Zápasy`, value: (s) => s.matchCount };
  const goals: Column = { key: 'goals', label: t`Góly`, value: (s) => s.goalsCount };
  const assists: Column = { key: 'assists', label: t`Asistence`, value: (s) => s.assistsCount };
  const average: Column = { key: 'avg', label: t`Průměr na zápas`, value: (s) => s.average };
  const football = sport === 'football';
  const columns: Record<StatisticsSort, Column[]> = {
    goals: football ? [matches, { ...goals, main: true }, assists] : [matches, { ...goals, main: true }, { key: '7m', label: t`Ze 7 m`, value: (s) => s.sevenMeterGoalsCount }],
    penalties2min: [matches, { key: '2min', label: t`Vyloučení`, value: (s) => s.penalties2minCount, main: true }, { key: 'yellow', label: t`Žluté karty`, value: (s) => s.yellowCardsCount }, { key: 'red', label: t`Červené karty`, value: (s) => s.redCardsCount }],
    points:
      sport === 'volleyball'
        ? [matches, { key: 'points', label: t`Body`, value: (s) => s.pointsCount, main: true }, average]
        : [matches, { key: 'points', label: t`Body`, value: (s) => s.pointsCount, main: true }, { key: 'p3', label: t`Trojky`, value: (s) => s.points3Count }, { ...average, label: t`Průměr` }],
    canadian: [matches, goals, assists, { key: 'canadian', label: football ? t`Góly + asistence` : t`Body`, value: (s) => s.canadianPointsTotal, main: true }],
    penaltyMinutes: [matches, { key: 'pim', label: t`Trestné minuty`, value: (s) => s.penaltyMinutesTotal, main: true }],
  };
  return columns[sort];
}

function StatisticsTable({ categoryId, sort, sport, locale }: { categoryId: number; sort: StatisticsSort; sport: Sport; locale: Locale }) {
  const competition = useCompetition();
  const { data: rows } = useSuspenseQuery(queries.statistics(categoryId, sort));
  // The sorted-by value right after the player, so a phone shows it without scrolling sideways.
  const columns = useColumns(sort, sport);
  const ordered = [...columns.filter((c) => c.main), ...columns.filter((c) => !c.main)];
  if (rows.length === 0) return <EmptyState title={<Trans>Statistiky zatím nejsou k dispozici</Trans>} description={<Trans>Objeví se po prvních odehraných zápasech kategorie.</Trans>} />;
  return (
    <TableScroll>
      <StyledTable $align="right">
        <caption className="name"><Plural value={rows.length} one="Nejlepší hráč" few="Nejlepší # hráči" other="Nejlepších # hráčů" /></caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col" className="name">
              <Trans>Hráč</Trans>
            </th>
            {ordered.map((c) => (
              <th key={c.key} scope="col" className={c.main ? 'key' : undefined}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.participantId}>
              <td>{row.position.includes('-') ? row.position : `${row.position}.`}</td>
              <th scope="row" className="name">
                <span>{`${row.firstName} ${row.lastName}`}</span>
                <small>
                  <LocaleLink to={href('vysledky-tym', { teamId: row.teamId }, locale)}>{competition.teamName(row.teamId)}</LocaleLink>
                </small>
              </th>
              {ordered.map((c) => (
                <td key={c.key} className={c.main ? 'key' : undefined}>
                  {formatNumber(c.value(row.stats))}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </StyledTable>
    </TableScroll>
  );
}

function StatisticsContent() {
  const { t } = useLingui();
  const locale = useLocale();
  const tournament = useTournament();
  const params = useParams();
  const competition = useCompetition();
  const categoryId = routeId(params['categoryId']);
  const category = found(competition.categoryById.get(categoryId));
  const sort = resolveStatisticsSort(tournament.sport, params['sortedBy']);
  const name = localized(category.name, locale);
  usePageTitle(t`Statistiky hráčů – ${name}`);
  return (
    <>
      <Heading level={1}>{t`Statistiky hráčů – ${name}`}</Heading>
      <StyledTabs aria-label={t`Řazení statistik`}>
        <ul>
          {statisticsSortsFor(tournament.sport).map((option) => (
            <li key={option.code}>
              <Link to={href('vysledky-statistiky', { categoryId, sortedBy: option.code }, locale)} aria-current={option.code === sort ? 'page' : undefined}>
                {option.label[locale]}
              </Link>
            </li>
          ))}
        </ul>
      </StyledTabs>
      <QueryBoundary skeleton={<RowsSkeleton rows={10} height={36} />}>
        <StatisticsTable categoryId={categoryId} sort={sort} sport={tournament.sport} locale={locale} />
      </QueryBoundary>
    </>
  );
}

export function Component() {
  const { t } = useLingui();
  return (
    <ResultsLayout>
      <QueryBoundary title={t`Statistiky hráčů`} skeleton={<RowsSkeleton rows={10} height={36} />}>
        <StatisticsContent />
      </QueryBoundary>
    </ResultsLayout>
  );
}
