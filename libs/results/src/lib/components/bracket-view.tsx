import { useLayoutEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Match } from '@phc/api-contract';
import { queries } from '@phc/api-client';
import { formatDate, href, LocaleLink, useLocale } from '@phc/i18n';
import { EmptyState, Heading } from '@phc/ui';
import { localized, type Competition } from '../data/use-competition';
import type { Bracket } from '../logic/bracket-tree';
import { useMatchEditing } from '../data/use-match-editing';
import { connectorPairs, connectorPath } from '../logic/bracket-connectors';
import { MatchScore, SideName, useSideLabel } from './match-list';
import { WalkoverSelect } from './walkover-select';

const StyledScroller = styled.div`
  position: relative;
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  max-width: 100%;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  padding-bottom: ${({ theme }) => theme.space[3]};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const StyledRound = styled.section`
  flex: 0 0 min(85%, 18rem);
  display: flex;
  flex-direction: column;
  scroll-snap-align: start;
  ol {
    flex: 1;
    display: flex;
    flex-direction: column;
    justify-content: space-around;
    gap: ${({ theme }) => theme.space[3]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const StyledConnectors = styled.svg`
  position: absolute;
  top: 0;
  left: 0;
  overflow: visible;
  pointer-events: none;
  path {
    fill: none;
    stroke: ${({ theme }) => theme.colors.textMuted};
    stroke-width: 2;
  }
`;

const StyledNode = styled.li`
  position: relative;
  z-index: 1;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledMatch = styled(LocaleLink)`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  span span {
    display: block;
    overflow-wrap: anywhere;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

function BracketMatch({ match, competition, editable }: { match: Match; competition: Competition; editable: boolean }) {
  const { t } = useLingui();
  const locale = useLocale();
  const sideLabel = useSideLabel(competition);
  const home = sideLabel(match, 'home');
  const away = sideLabel(match, 'away');
  return (
    <div>
      <StyledMatch to={href('vysledky-zapas', { matchId: match.id })} data-match-id={match.id}>
        <span>
          {/* The number the next round's slots name ("Vítěz zápasu 37"), so a parent finds the match they mean. */}
          <small>{match.number != null ? `${t`Zápas ${match.number}`} · ${formatDate(match.startsAt, locale)} ${match.time}` : `${formatDate(match.startsAt, locale)} ${match.time}`}</small>
          <SideName match={match} side="home" label={home} />
          <SideName match={match} side="away" label={away} />
        </span>
        <MatchScore match={match} />
      </StyledMatch>
      {editable && <WalkoverSelect match={match} homeLabel={home} awayLabel={away} />}
    </div>
  );
}

/**
 * Lines from each match to the match its winner plays next, measured from the drawn boxes (a group may
 * feed several matches and byes leave gaps, so the tree is not a regular grid CSS could draw).
 */
function Connectors({ bracket }: { bracket: Bracket<Match> }) {
  const [drawing, setDrawing] = useState<{ paths: { key: string; d: string }[]; width: number; height: number }>({ paths: [], width: 0, height: 0 });
  const svg = useRef<SVGSVGElement>(null);
  useLayoutEffect(() => {
    // The box is read through the svg's own ref: React attaches a parent's ref only after its children's
    // layout effects have run, so the scroller's ref was still empty here on the first mount and no line
    // was drawn until the data changed (about one load in four).
    const box = svg.current?.parentElement;
    if (!box) return;
    const measure = () => {
      const origin = box.getBoundingClientRect();
      const boxOf = (key: number) => {
        const rect = box.querySelector(`[data-node="${key}"]`)?.getBoundingClientRect();
        return rect && { left: rect.left - origin.left + box.scrollLeft, top: rect.top - origin.top + box.scrollTop, width: rect.width, height: rect.height };
      };
      const paths = connectorPairs(bracket.roots).flatMap(([child, parent]) => {
        const [from, to] = [boxOf(child), boxOf(parent)];
        return from && to ? [{ key: `${child}-${parent}`, d: connectorPath(from, to) }] : [];
      });
      setDrawing({ paths, width: box.scrollWidth, height: box.scrollHeight });
    };
    measure();
    // Names wrap differently as fonts load and the phone turns: draw again when anything resizes.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    box.querySelectorAll('[data-node]').forEach((node) => observer.observe(node));
    return () => observer.disconnect();
  }, [bracket]);
  return (
    <StyledConnectors ref={svg} aria-hidden="true" width={drawing.width} height={drawing.height}>
      {drawing.paths.map((path) => (
        <path key={path.key} d={path.d} />
      ))}
    </StyledConnectors>
  );
}

/**
 * The bracket as columns by round, scrolled sideways inside its own box (the page never gets wider
 * than the phone); the box takes focus so a keyboard can scroll it too.
 */
export function BracketView({ bracket, competition, label, headingLevel = 2 }: { bracket: Bracket<Match>; competition: Competition; label: string; headingLevel?: 2 | 3 }) {
  const { t } = useLingui();
  const locale = useLocale();
  const { data: user } = useQuery(queries.me());
  const editable = useMatchEditing(user);
  if (bracket.rounds.length === 0) return <EmptyState title={<Trans>Play-off zatím není rozlosované</Trans>} />;
  return (
    <StyledScroller tabIndex={0} role="region" aria-label={t`Pavouk: ${label}`} data-testid="bracket">
      <Connectors bracket={bracket} />
      {bracket.rounds.map((round) => (
        <StyledRound key={round.roundLevelId} aria-labelledby={`round-${round.roundLevelId}`}>
          <Heading level={headingLevel} size={4} id={`round-${round.roundLevelId}`}>
            {localized(competition.roundLevelById.get(round.roundLevelId)?.name, locale)}
          </Heading>
          <ol>
            {round.nodes.map((node) => (
              <StyledNode key={node.key} data-node={node.key}>
                {node.matches.map((match) => (
                  <BracketMatch key={match.id} match={match} competition={competition} editable={editable(match.id)} />
                ))}
              </StyledNode>
            ))}
          </ol>
        </StyledRound>
      ))}
    </StyledScroller>
  );
}
