import { useId, useMemo } from 'react';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Match } from '@phc/api-contract';
import { formatDate, formatWeekday, href, LocaleLink, useLocale } from '@phc/i18n';
import { tournamentDay } from '@phc/tournaments';
import { EmptyState, Heading } from '@phc/ui';
import { MatchScore, useSideLabel } from '../components/match-list';
import { placeName, type Competition } from '../data/use-competition';
import { hallTravel, teamDays, type TeamDay } from './team-day';

const StyledSection = styled.section`
  margin-bottom: ${({ theme }) => theme.space[5]};
`;

const StyledDay = styled.section`
  margin-bottom: ${({ theme }) => theme.space[4]};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
  }
`;

const StyledList = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

// Time | opponent and hall | score: on a 360 px phone the middle column takes what is left.
const StyledMatch = styled.li`
  display: grid;
  grid-template-columns: 3.25rem minmax(0, 1fr) auto;
  align-items: center;
  gap: 0 ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  time {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    font-variant-numeric: tabular-nums;
  }
  a {
    display: flex;
    align-items: center;
    min-height: ${({ theme }) => theme.sizes.touchTarget};
    overflow-wrap: anywhere;
    color: ${({ theme }) => theme.colors.link};
  }
`;

const StyledTravel = styled.li`
  padding-left: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export type TeamDayListProps = { competition: Competition; teamId: number; matches: readonly Match[] };

/** The team's programme by day: kick-off, opponent, the hall on the map, and the way there from the previous hall. */
export function TeamDayList({ competition, teamId, matches }: TeamDayListProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const sideLabel = useSideLabel(competition);
  const travel = useMemo(() => hallTravel(competition.staticData.halls), [competition.staticData.halls]);
  const days = useMemo(() => teamDays(matches, travel), [matches, travel]);
  const today = tournamentDay(new Date());
  const headingId = useId();
  const hall = (id: number) => placeName(competition.hallById.get(id), locale);
  return (
    <StyledSection aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        <Trans>Program po dnech</Trans>
      </Heading>
      {days.length === 0 ? <EmptyState headingLevel={3} title={<Trans>Tým zatím nemá žádné zápasy</Trans>} /> : days.map(renderDay)}
    </StyledSection>
  );

  // A render function, not a component: a component declared here would remount on every live update.
  function renderDay({ day, entries }: TeamDay<Match>) {
    const noon = `${day}T12:00:00Z`;
    const dayName = `${day === today ? t`Dnes` : formatWeekday(noon, locale)} ${formatDate(noon, locale)}`;
    return (
      <StyledDay key={day} data-day={day}>
        <Heading level={3}>{dayName}</Heading>
        <StyledList>
          {entries.flatMap(({ match, travel: way }) => {
            const opponent = sideLabel(match, competition.slots.teamOf(match, 'home') === teamId ? 'away' : 'home');
            const from = way && hall(way.fromPlaceId);
            const minutes = way?.minutes;
            const hallName = hall(match.placeId);
            return [
              way && (
                <StyledTravel key={`travel-${match.id}`}>
                  <Trans>
                    Cesta sem z předchozí haly ({from}): asi {minutes} min
                  </Trans>
                </StyledTravel>
              ),
              <StyledMatch key={match.id} data-match-id={match.id}>
                <time>{match.time}</time>
                <span>
                  <LocaleLink to={href('vysledky-zapas', { matchId: match.id })}>
                    <Trans>proti {opponent}</Trans>
                  </LocaleLink>
                  <LocaleLink to={`${href('mapa')}?place=${match.placeId}`} aria-label={t`${hallName} na mapě`}>
                    {hallName}
                  </LocaleLink>
                </span>
                <MatchScore match={match} />
              </StyledMatch>,
            ];
          })}
        </StyledList>
      </StyledDay>
    );
  }
}
