import { Fragment, useCallback, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { GroupTeamStanding, TieBreaker } from '@phc/api-contract';
import { href, LocaleLink } from '@phc/i18n';
import { DataTable, media, TableScroll, VisuallyHidden } from '@phc/ui';
import { ratio } from '../logic/labels';
import { scrollEdges, type ScrollEdges } from '../logic/scroll-edges';
import { phoneTableCells } from './phone-table';

const StyledFrame = styled.div<{ $after: boolean }>`
  position: relative;
  margin-bottom: ${({ theme }) => theme.space[5]};
  /* A fade over the right edge says there are more columns to scroll to (a phone hides Body otherwise). */
  &::after {
    content: '';
    position: absolute;
    inset-block: 0;
    right: 0;
    width: ${({ theme }) => theme.space[6]};
    pointer-events: none;
    background: linear-gradient(to left, ${({ theme }) => theme.colors.surface}, transparent);
    opacity: ${({ $after }) => ($after ? 1 : 0)};
    transition: opacity 0.2s;
  }
`;

const teamMax = ({ theme }: { theme: { sizes: { touchTarget: string } } }) => `calc(${theme.sizes.touchTarget} * 4)`;

const StyledTable = styled(DataTable)<{ $before: boolean }>`
  th,
  td {
    white-space: nowrap;
  }
  /* A phone's 328 px hold the whole handball table and a volleyball one up to the ratios that rank it:
     narrower cells, headers over two lines, the team's name over two (issue 24: 377 and 602 px wide). */
  ${media.down('phone')} {
    ${phoneTableCells}
  }
  /* Position and team stay in view while the figures scroll under them. */
  .pos,
  th[scope='row'],
  .team {
    position: sticky;
    z-index: 1;
    background: ${({ theme }) => theme.colors.surface};
  }
  .pos {
    left: 0;
    width: ${({ theme }) => theme.sizes.controlSm};
    min-width: ${({ theme }) => theme.sizes.controlSm};
  }
  th[scope='row'],
  .team {
    left: ${({ theme }) => theme.sizes.controlSm};
    min-width: 7rem;
    max-width: ${teamMax};
    text-align: left;
    white-space: normal;
    overflow-wrap: anywhere;
    box-shadow: ${({ theme, $before }) => ($before ? theme.shadows.card : 'none')};
  }
  /* A long club name ("HK Kostelec nad Černými lesy") stops at two lines beside its "?" (issue 18: names
     wrapped to three); the whole name stays in the link for screen readers and on the team page. */
  .team-cell {
    display: flex;
    align-items: center;
  }
  .team-cell > a {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    overflow: hidden;
    min-width: 0;
  }
  thead th {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .points {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  .reason td {
    text-align: left;
    background: ${({ theme }) => theme.colors.surfaceAlt};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  /* The explanation wraps within the visible width and stays there while the figures scroll. */
  .reason-text {
    position: sticky;
    left: 0;
    max-width: var(--standings-view, 100%);
    white-space: normal;
  }
  button {
    min-width: ${({ theme }) => theme.sizes.controlSm};
    min-height: ${({ theme }) => theme.sizes.controlSm};
    margin-left: ${({ theme }) => theme.space[1]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.link};
    font: inherit;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    cursor: pointer;
  }
  button:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

/** Why a team stands where it does, in words (SPEC §3 tie-break reasons from the server). */
export function useTieBreakerText() {
  const { t } = useLingui();
  const texts: Record<TieBreaker, string> = {
    points: t`Rozhodly body.`,
    won: t`Rozhodl počet výher.`,
    h2hPoints: t`Rozhodly body ze vzájemných zápasů.`,
    h2hScoreDiff: t`Rozhodl rozdíl skóre ve vzájemných zápasech.`,
    h2hScoreFor: t`Rozhodl počet vstřelených branek ve vzájemných zápasech.`,
    scoreDiff: t`Rozhodl celkový rozdíl skóre.`,
    scoreFor: t`Rozhodl celkový počet vstřelených branek.`,
    setRatio: t`Rozhodl poměr setů.`,
    pointRatio: t`Rozhodl poměr míčů.`,
    h2hWon: t`Rozhodl počet výher ve vzájemných zápasech.`,
    h2hSetRatio: t`Rozhodl poměr setů ve vzájemných zápasech.`,
    h2hPointRatio: t`Rozhodl poměr míčů ve vzájemných zápasech.`,
    lots: t`Týmy nerozhodlo žádné kritérium, rozhodne los.`,
    drawnLots: t`Rozhodl los, který provedl pořadatel.`,
  };
  return (decidedBy: TieBreaker) => texts[decidedBy];
}

/** Whether the table hides columns either side, followed on scroll and on resize (a phone turning). */
function useScrollEdges() {
  const ref = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState<ScrollEdges & { width: number | null }>({ before: false, after: false, width: null });
  const update = useCallback(() => {
    const box = ref.current;
    if (!box) return;
    const next = { ...scrollEdges(box.scrollLeft, box.clientWidth, box.scrollWidth), width: box.clientWidth };
    setEdges((prev) => (prev.before === next.before && prev.after === next.after && prev.width === next.width ? prev : next));
  }, []);
  useEffect(() => {
    update();
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(box);
    return () => observer.disconnect();
  }, [update]);
  return { ref, edges, update };
}

export type StandingsTableProps = {
  rows: readonly GroupTeamStanding[];
  teamName: (teamId: number) => string;
  /** Volleyball: sets with their ratio and rally points with theirs, instead of draws. */
  sets: boolean;
  caption: string;
};

type StandingsColumn = { key: string; header: ReactNode; cell: (row: GroupTeamStanding) => ReactNode; className?: string; /** The whole word of an abbreviated header. */ label?: string };

/**
 * The figures in the order they rank a team, right after its name, so a phone shows what decides the
 * place without scrolling: points and score (IHF), or wins, points and the set and rally ratios (FIVB);
 * the rest follows (issue 24).
 */
function useStandingsColumns(sets: boolean): StandingsColumn[] {
  const { t } = useLingui();
  const short = (key: string, letter: string, word: string, cell: StandingsColumn['cell']): StandingsColumn => ({
    key,
    header: <abbr title={word}>{letter}</abbr>,
    label: word,
    cell,
  });
  const points: StandingsColumn = { key: 'points', header: <Trans>Body</Trans>, cell: (row) => row.points, className: 'points' };
  const played = short('played', t`Z`, t`Zápasy`, (row) => row.played);
  const won = short('won', t`V`, t`Výhry`, (row) => row.won);
  const lost = short('lost', t`P`, t`Prohry`, (row) => row.lost);
  const score = (row: GroupTeamStanding) => `${row.scoreFor}:${row.scoreAgainst}`;
  if (!sets) return [points, { key: 'score', header: t`Skóre`, cell: score }, played, won, short('drawn', t`R`, t`Remízy`, (row) => row.drawn), lost];
  return [
    won,
    points,
    { key: 'setRatio', header: t`Poměr setů`, cell: (row) => ratio(row.scoreFor, row.scoreAgainst) },
    { key: 'pointRatio', header: t`Poměr míčů`, cell: (row) => ratio(row.pointsFor ?? 0, row.pointsAgainst ?? 0) },
    played,
    lost,
    { key: 'sets', header: t`Sety`, cell: score },
    { key: 'rallies', header: t`Míče`, cell: (row) => `${row.pointsFor ?? 0}:${row.pointsAgainst ?? 0}` },
  ];
}

export function StandingsTable({ rows, teamName, sets, caption }: StandingsTableProps) {
  const { t } = useLingui();
  const reasonText = useTieBreakerText();
  const columns = useStandingsColumns(sets);
  const [open, setOpen] = useState<number | null>(null);
  const { ref, edges, update } = useScrollEdges();
  const view = edges.width === null ? undefined : ({ '--standings-view': `calc(${edges.width}px - 1rem)` } as CSSProperties);
  return (
    <StyledFrame $after={edges.after} data-more-right={edges.after || undefined} style={view}>
      <TableScroll ref={ref} onScroll={update}>
        <StyledTable $align="center" $before={edges.before}>
          <caption>
            <VisuallyHidden>{caption}</VisuallyHidden>
          </caption>
          <thead>
            <tr>
              <th scope="col" className="pos" aria-label={t`Pořadí`}>
                <abbr title={t`Pořadí`}>#</abbr>
              </th>
              <th scope="col" className="team">
                <Trans>Tým</Trans>
              </th>
              {columns.map((column) => (
                <th key={column.key} scope="col" className={column.className} aria-label={column.label}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const reasonId = `reason-${row.competitionGroupId}-${row.teamId}`;
              return (
                <Fragment key={row.teamId}>
                  <tr data-team-id={row.teamId}>
                    <td className="pos">{row.position}.</td>
                    <th scope="row">
                      <span className="team-cell">
                        <LocaleLink to={href('vysledky-tym', { teamId: row.teamId })}>{teamName(row.teamId)}</LocaleLink>
                        {row.decidedBy && (
                          <button type="button" aria-expanded={open === row.teamId} aria-controls={reasonId} onClick={() => setOpen(open === row.teamId ? null : row.teamId)}>
                            <span aria-hidden="true">?</span>
                            <VisuallyHidden>{t`Proč je ${teamName(row.teamId)} na ${row.position}. místě`}</VisuallyHidden>
                          </button>
                        )}
                      </span>
                    </th>
                    {columns.map((column) => (
                      <td key={column.key} className={column.className}>
                        {column.cell(row)}
                      </td>
                    ))}
                  </tr>
                  {row.decidedBy && (
                    <tr className="reason" id={reasonId} hidden={open !== row.teamId}>
                      <td colSpan={columns.length + 2}>
                        <div className="reason-text">
                          {reasonText(row.decidedBy)}
                          {row.tiedWith.length > 0 && ` ${t`Vyrovnáno s: ${row.tiedWith.map(teamName).join(', ')}.`}`}
                        </div>
                      </td>
                    </tr>
                  )}
                </Fragment>
              );
            })}
          </tbody>
        </StyledTable>
      </TableScroll>
    </StyledFrame>
  );
}
