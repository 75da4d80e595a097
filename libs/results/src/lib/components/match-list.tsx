import { forwardRef } from 'react';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Match } from '@phc/api-contract';
import { formatShortDay, href, LocaleLink, useLocale } from '@phc/i18n';
import { Badge, VisuallyHidden } from '@phc/ui';
import { localized, placeName, type Competition } from '../data/use-competition';
import { sideSource, winnerSide } from '../logic/labels';
import { LiveSetScore } from './live-set-score';

const StyledList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledLink = styled(LocaleLink)<{ $highlight: boolean }>`
  display: grid;
  /* As wide as its widest line ("pá 3. 4. 2026", the "sledujete" badge): a fixed 4.5rem let the day run
     into the team's name and the badge sit on the hall's (issue 24). */
  grid-template-columns: minmax(4.5rem, max-content) minmax(0, 1fr) auto;
  /* The hall under the teams, across their width: in the narrow time column long names broke mid-word. */
  grid-template-areas:
    'when teams score'
    'when place score';
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme, $highlight }) => ($highlight ? theme.colors.secondary : theme.colors.border)};
  border-left-width: ${({ $highlight }) => ($highlight ? '4px' : '1px')};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  scroll-margin-top: ${({ theme }) => theme.scroll.hashOffset}px;
  &:hover {
    border-color: ${({ theme }) => theme.colors.secondary};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const StyledWhen = styled.span`
  grid-area: when;
  display: grid;
  justify-items: start;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  strong {
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.text};
  }
  span {
    overflow-wrap: anywhere;
  }
`;

const StyledPlace = styled.span`
  grid-area: place;
  min-width: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: break-word;
`;

const StyledTeams = styled.span`
  grid-area: teams;
  display: grid;
  min-width: 0;
  span {
    overflow-wrap: anywhere;
  }
`;

const StyledScore = styled.span`
  grid-area: score;
  display: grid;
  justify-items: end;
  gap: ${({ theme }) => theme.space[1]};
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

/**
 * The team's name, or where it will come from: "Vítěz skupiny BM – A", "Vítěz zápasu 37 · Osmifinále",
 * "Poražený zápasu 41: Dukla – Sparta" (the referred match shows "Zápas 37" on its own row).
 */
export function useSideLabel(competition: Competition) {
  const { t } = useLingui();
  const locale = useLocale();
  return (match: Match, side: 'home' | 'away') => {
    const teamId = competition.slots.teamOf(match, side);
    if (teamId !== null) return competition.teamName(teamId);
    const groupId = side === 'home' ? match.homeTeamCompetitionGroupId : match.awayTeamCompetitionGroupId;
    const position = side === 'home' ? match.homeSourcePosition : match.awaySourcePosition;
    const group = groupId === null ? undefined : competition.groupById.get(groupId);
    const roundLevel = group && competition.roundLevelById.get(group.competitionRoundLevelId);
    // A playoff group is one match: its teams, once both are known, name it better than its code.
    const feeder = roundLevel?.isBracket ? competition.matches.find((m) => m.competitionGroupId === group?.id) : undefined;
    const teams: [string, string] | null = feeder?.homeTeamId && feeder.awayTeamId ? [competition.teamName(feeder.homeTeamId), competition.teamName(feeder.awayTeamId)] : null;
    const source = sideSource(
      group ? { groupName: group.name, position, isBracket: Boolean(roundLevel?.isBracket), roundName: localized(roundLevel?.name, locale), teams, matchNumber: feeder?.number } : null,
    );
    switch (source.kind) {
      case 'unknown':
        return t`Bude upřesněno`;
      case 'group':
        return source.position === null ? t`Ze skupiny ${source.group}` : source.position === 1 ? t`Vítěz skupiny ${source.group}` : t`${source.position}. ve skupině ${source.group}`;
      case 'match': {
        if (source.number !== null) {
          const number = source.number;
          const what = source.teams ? `${source.teams[0]} – ${source.teams[1]}` : source.round;
          if (source.teams) return source.winner ? t`Vítěz zápasu ${number}: ${what}` : t`Poražený zápasu ${number}: ${what}`;
          if (!what) return source.winner ? t`Vítěz zápasu ${number}` : t`Poražený zápasu ${number}`;
          return source.winner ? t`Vítěz zápasu ${number} · ${what}` : t`Poražený zápasu ${number} · ${what}`;
        }
        const name = source.teams ? `${source.round} ${source.teams[0]} – ${source.teams[1]}` : `${source.round} (${source.group})`;
        return source.winner ? t`Vítěz: ${name}` : t`Poražený: ${name}`;
      }
    }
  };
}

const StyledSide = styled.span<{ $winner: boolean }>`
  font-weight: ${({ theme, $winner }) => ($winner ? theme.fontWeights.bold : 'inherit')};
`;

/** A side's name, in bold with a word for screen readers when it won the finished match. */
export function SideName({ match, side, label }: { match: Match; side: 'home' | 'away'; label: string }) {
  const won = winnerSide(match) === side;
  return (
    <StyledSide $winner={won} data-winner={won || undefined}>
      {label}
      {won && (
        <VisuallyHidden>
          {' '}
          <Trans>(vítěz)</Trans>
        </VisuallyHidden>
      )}
    </StyledSide>
  );
}

export function MatchScore({ match }: { match: Match }) {
  const played = match.homeScore !== null && match.awayScore !== null;
  return (
    <StyledScore>
      <span>{played ? `${match.homeScore}:${match.awayScore}` : '–:–'}</span>
      {match.walkOver ? (
        <Badge variant="warning">
          <Trans>kontumace</Trans>
        </Badge>
      ) : match.state === 'live' ? (
        <Badge variant="live">
          <Trans>živě</Trans>
        </Badge>
      ) : null}
      <LiveSetScore match={match} />
    </StyledScore>
  );
}

export type MatchListProps = {
  matches: readonly Match[];
  competition: Competition;
  /** Show the day in each row (team and group pages span days). */
  showDay?: boolean;
  showHall?: boolean;
  /** A match to mark and bring into view (the next one, a followed team's). */
  highlightId?: number | null;
  highlightTeams?: readonly number[];
};

export const MatchList = forwardRef<HTMLAnchorElement, MatchListProps>(function MatchList({ matches, competition, showDay = false, showHall = true, highlightId, highlightTeams = [] }, highlightRef) {
  const { t } = useLingui();
  const locale = useLocale();
  const sideLabel = useSideLabel(competition);
  return (
    <StyledList>
      {matches.map((match) => {
        const next = match.id === highlightId;
        const followed = highlightTeams.some((id) => id === match.homeTeamId || id === match.awayTeamId);
        const highlighted = next || followed;
        // The coloured edge says why in words too: it had no legend.
        const highlightNote = next ? t`příští` : followed ? t`sledujete` : null;
        return (
          <li key={match.id}>
            <StyledLink
              to={href('vysledky-zapas', { matchId: match.id })}
              $highlight={highlighted}
              ref={match.id === highlightId ? highlightRef : undefined}
              data-match-id={match.id}
              data-state={match.state}
            >
              <StyledWhen>
                {showDay && <span>{formatShortDay(match.startsAt, locale)}</span>}
                <strong>{match.time}</strong>
                {match.number != null && <span>{t`Zápas ${match.number}`}</span>}
                {highlightNote && <Badge variant="primary">{highlightNote}</Badge>}
              </StyledWhen>
              {showHall && <StyledPlace>{placeName(competition.hallById.get(match.placeId), locale)}</StyledPlace>}
              <StyledTeams>
                <SideName match={match} side="home" label={sideLabel(match, 'home')} />
                <SideName match={match} side="away" label={sideLabel(match, 'away')} />
              </StyledTeams>
              <MatchScore match={match} />
            </StyledLink>
          </li>
        );
      })}
    </StyledList>
  );
});
