import { Fragment, useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { GroupTeamStanding, TieBreaker } from '@phc/api-contract';
import { href, LocaleLink } from '@phc/i18n';
import { DataTable, TableScroll, VisuallyHidden } from '@phc/ui';
import { ratio } from '../logic/labels';
import { scrollEdges, type ScrollEdges } from '../logic/scroll-edges';

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

const teamMin = ({ theme }: { theme: { sizes: { touchTarget: string } } }) => `calc(${theme.sizes.touchTarget} * 3)`;
const teamMax = ({ theme }: { theme: { sizes: { touchTarget: string } } }) => `calc(${theme.sizes.touchTarget} * 4)`;

const StyledTable = styled(DataTable)<{ $before: boolean }>`
  th,
  td {
    white-space: nowrap;
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
    min-width: ${teamMin};
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
  const [edges, setEdges] = useState<ScrollEdges>({ before: false, after: false });
  const update = useCallback(() => {
    const box = ref.current;
    if (!box) return;
    const next = scrollEdges(box.scrollLeft, box.clientWidth, box.scrollWidth);
    setEdges((prev) => (prev.before === next.before && prev.after === next.after ? prev : next));
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

export function StandingsTable({ rows, teamName, sets, caption }: StandingsTableProps) {
  const { t } = useLingui();
  const reasonText = useTieBreakerText();
  const [open, setOpen] = useState<number | null>(null);
  const { ref, edges, update } = useScrollEdges();
  return (
    <StyledFrame $after={edges.after} data-more-right={edges.after || undefined}>
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
              <th scope="col" aria-label={t`Zápasy`}>
                <abbr title={t`Zápasy`}>{t`Z`}</abbr>
              </th>
              <th scope="col" aria-label={t`Výhry`}>
                <abbr title={t`Výhry`}>{t`V`}</abbr>
              </th>
              {!sets && (
                <th scope="col" aria-label={t`Remízy`}>
                  <abbr title={t`Remízy`}>{t`R`}</abbr>
                </th>
              )}
              <th scope="col" aria-label={t`Prohry`}>
                <abbr title={t`Prohry`}>{t`P`}</abbr>
              </th>
              <th scope="col">{sets ? t`Sety` : t`Skóre`}</th>
              {sets && <th scope="col">{t`Poměr setů`}</th>}
              {sets && <th scope="col">{t`Míče`}</th>}
              {sets && <th scope="col">{t`Poměr míčů`}</th>}
              <th scope="col" className="points">
                <Trans>Body</Trans>
              </th>
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
                        <LocaleLink to={href('vysledky-tym', { teamId: row.teamId })}>
                          {teamName(row.teamId)}
                        </LocaleLink>
                        {row.decidedBy && (
                          <button type="button" aria-expanded={open === row.teamId} aria-controls={reasonId} onClick={() => setOpen(open === row.teamId ? null : row.teamId)}>
                            <span aria-hidden="true">?</span>
                            <VisuallyHidden>{t`Proč je ${teamName(row.teamId)} na ${row.position}. místě`}</VisuallyHidden>
                          </button>
                        )}
                      </span>
                    </th>
                    <td>{row.played}</td>
                    <td>{row.won}</td>
                    {!sets && <td>{row.drawn}</td>}
                    <td>{row.lost}</td>
                    <td>{`${row.scoreFor}:${row.scoreAgainst}`}</td>
                    {sets && <td>{ratio(row.scoreFor, row.scoreAgainst)}</td>}
                    {sets && <td>{`${row.pointsFor ?? 0}:${row.pointsAgainst ?? 0}`}</td>}
                    {sets && <td>{ratio(row.pointsFor ?? 0, row.pointsAgainst ?? 0)}</td>}
                    <td className="points">{row.points}</td>
                  </tr>
                  {row.decidedBy && (
                    <tr className="reason" id={reasonId} hidden={open !== row.teamId}>
                      <td colSpan={sets ? 10 : 8}>
                        {reasonText(row.decidedBy)}
                        {row.tiedWith.length > 0 && ` ${t`Vyrovnáno s: ${row.tiedWith.map(teamName).join(', ')}.`}`}
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
