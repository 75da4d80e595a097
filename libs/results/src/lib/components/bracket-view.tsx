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
import { MatchScore, useSideLabel } from './match-list';
import { WalkoverSelect } from './walkover-select';

const StyledScroller = styled.div`
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

const StyledNode = styled.li`
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
  const sideLabel = useSideLabel(competition);
  const home = sideLabel(match, 'home');
  const away = sideLabel(match, 'away');
  return (
    <div>
      <StyledMatch to={href('vysledky-zapas', { matchId: match.id })} data-match-id={match.id}>
        <span>
          <small>{`${formatDate(match.startsAt)} ${match.time}`}</small>
          <span>{home}</span>
          <span>{away}</span>
        </span>
        <MatchScore match={match} />
      </StyledMatch>
      {editable && <WalkoverSelect match={match} homeLabel={home} awayLabel={away} />}
    </div>
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
      {bracket.rounds.map((round) => (
        <StyledRound key={round.roundLevelId} aria-labelledby={`round-${round.roundLevelId}`}>
          <Heading level={headingLevel} size={4} id={`round-${round.roundLevelId}`}>
            {localized(competition.roundLevelById.get(round.roundLevelId)?.name, locale)}
          </Heading>
          <ol>
            {round.nodes.map((node) => (
              <StyledNode key={node.key}>
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
