import { useMemo } from 'react';
import { useParams } from 'react-router';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Match } from '@phc/api-contract';
import { formatDate, formatMoment, formatWeekday, localizePath, LocaleLink, useLocale, usePageTitle, type Locale, type RouteDependencies } from '@phc/i18n';
import { A4PageStyle, Button, EmptyState, Heading, Paper, QrImage, TableScroll, useTournament } from '@phc/ui';
import { QueryBoundary } from '../components/query-boundary';
import { RowsSkeleton } from '../components/skeletons';
import { SideName, useSideLabel } from '../components/match-list';
import { localized, placeName, prefetchCompetition, useCompetition, type Competition } from '../data/use-competition';
import { livePagePath, printSubject, sectionsOf, subjectMatches, type PrintSection, type PrintSubject } from './print-schedule';

export const loader = ({ queryClient }: RouteDependencies) => () => {
  prefetchCompetition(queryClient);
  return null;
};

/** A day or a hall per printed sheet. */
const StyledPaper = styled(Paper)`
  @media print {
    section + section {
      break-before: page;
    }
  }
`;

const StyledBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
  justify-content: space-between;
`;

const StyledHead = styled.header`
  display: flex;
  gap: ${({ theme }) => theme.space[4]};
  align-items: flex-start;
  justify-content: space-between;
  figure {
    margin: 0;
    flex: none;
    width: 28mm;
    text-align: center;
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
  svg {
    display: block;
    width: 100%;
    height: auto;
  }
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
    border-bottom: 1pt solid currentColor;
  }
  tr {
    break-inside: avoid;
  }
  td:first-child,
  th:first-child {
    white-space: nowrap;
  }
  @media screen and (max-width: 40rem) {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const StyledTeams = styled.td`
  span {
    display: block;
  }
`;

const dayLabel = (day: string, locale: Locale) => `${formatWeekday(`${day}T12:00:00Z`, locale)} ${formatDate(`${day}T12:00:00Z`, locale)}`;

/** The subject's name for the title; null when the data has no such team or hall. */
function subjectName(subject: PrintSubject, competition: Competition, locale: Locale): string | null {
  if (subject.kind === 'team') return competition.teamById.has(subject.teamId) ? competition.teamName(subject.teamId) : null;
  if (subject.kind === 'hall') return competition.hallById.has(subject.placeId) ? placeName(competition.hallById.get(subject.placeId), locale) : null;
  return dayLabel(subject.day, locale);
}

function useTitle(subject: PrintSubject, name: string | null): string {
  const { t } = useLingui();
  if (name === null) return t`Rozpis nenalezen`;
  if (subject.kind === 'team') return t`Rozpis zápasů: ${name}`;
  if (subject.kind === 'hall') return t`Rozpis haly: ${name}`;
  return t`Rozpis dne: ${name}`;
}

function ScheduleTable({ section, subject, competition }: { section: PrintSection<Match>; subject: PrintSubject; competition: Competition }) {
  const locale = useLocale();
  const sideLabel = useSideLabel(competition);
  const heading = subject.kind === 'day' ? placeName(competition.hallById.get(Number(section.key)), locale) : dayLabel(section.key, locale);
  const showHall = subject.kind === 'team';
  return (
    <section aria-labelledby={`print-${section.key}`}>
      <Heading level={2} id={`print-${section.key}`}>
        {heading}
      </Heading>
      <TableScroll $label={heading}>
        <StyledTable>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Čas</Trans>
              </th>
              <th scope="col">
                <Trans>Zápas</Trans>
              </th>
              <th scope="col">
                <Trans>Kategorie a skupina</Trans>
              </th>
              {showHall && (
                <th scope="col">
                  <Trans>Hala</Trans>
                </th>
              )}
              <th scope="col">
                <Trans>Výsledek</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {section.matches.map((match) => (
              <MatchRow key={match.id} match={match} competition={competition} showHall={showHall} home={sideLabel(match, 'home')} away={sideLabel(match, 'away')} />
            ))}
          </tbody>
        </StyledTable>
      </TableScroll>
    </section>
  );
}

type MatchRowProps = { match: Match; competition: Competition; showHall: boolean; home: string; away: string };

function MatchRow({ match, competition, showHall, home, away }: MatchRowProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const group = competition.groupById.get(match.competitionGroupId);
  const category = competition.categoryById.get(competition.categoryOfGroup(match.competitionGroupId) ?? -1);
  const played = match.homeScore !== null && match.awayScore !== null;
  return (
    <tr data-match-id={match.id}>
      <td>
        {match.time}
        {match.number != null && <div>{t`č. ${match.number}`}</div>}
      </td>
      <StyledTeams>
        <SideName match={match} side="home" label={home} />
        <SideName match={match} side="away" label={away} />
      </StyledTeams>
      <td>{[localized(category?.name, locale), group?.name].filter(Boolean).join(' · ')}</td>
      {showHall && <td>{placeName(competition.hallById.get(match.placeId), locale)}</td>}
      <td>
        {played ? `${match.homeScore}:${match.awayScore}` : ''}
        {match.walkOver && (
          <div>
            <Trans>kontumace</Trans>
          </div>
        )}
      </td>
    </tr>
  );
}

function PrintSchedule({ subject }: { subject: PrintSubject }) {
  const { t } = useLingui();
  const locale = useLocale();
  const tournament = useTournament();
  const competition = useCompetition();
  const name = subjectName(subject, competition, locale);
  const title = useTitle(subject, name);
  usePageTitle(title);
  // A team's paper lists the play-off matches it has reached as well, as its page does.
  const own = subject.kind === 'team' ? competition.slots.matchesOf(subject.teamId) : subjectMatches(competition.matches, subject);
  const sections = sectionsOf(own, subject, competition.staticData.halls.map((h) => h.id));
  const livePath = localizePath(livePagePath(subject), locale);
  const liveUrl = `${window.location.origin}${livePath}`;
  const printedAt = useMemo(() => new Date(), []);
  return (
    <>
      <StyledBar data-print="hide">
        <LocaleLink to={livePagePath(subject)}>
          <Trans>Zpět na živé výsledky</Trans>
        </LocaleLink>
        {name !== null && sections.length > 0 && <Button onClick={() => window.print()}>{t`Vytisknout`}</Button>}
      </StyledBar>
      <StyledHead>
        <div>
          <p>{tournament.name[locale]}</p>
          <Heading level={1}>{title}</Heading>
          <p>
            <Trans>Stav k {formatMoment(printedAt, locale)}. Změny a výsledky průběžně na webu.</Trans>
          </p>
        </div>
        {name !== null && (
          <figure>
            <QrImage text={liveUrl} label={t`QR kód živé stránky`} />
            <figcaption>
              <Trans>Živě na webu</Trans>
            </figcaption>
          </figure>
        )}
      </StyledHead>
      {name === null ? (
        <EmptyState title={<Trans>Nenalezeno</Trans>} description={<Trans>Takový tým nebo hala v turnaji není. Zkontrolujte odkaz.</Trans>} />
      ) : sections.length === 0 ? (
        <EmptyState title={<Trans>Žádné zápasy</Trans>} description={<Trans>V rozpisu zatím nejsou žádné zápasy.</Trans>} />
      ) : (
        sections.map((section) => <ScheduleTable key={section.key} section={section} subject={subject} competition={competition} />)
      )}
    </>
  );
}

/** `/tisk/tym/:teamId`, `/tisk/hala/:placeId`, `/tisk/den/:day`: a schedule on A4 paper (issue 29 item 3). */
export function Component() {
  const { t } = useLingui();
  const subject = printSubject(useParams());
  return (
    <StyledPaper $width="210mm">
      <A4PageStyle $margin="12mm" />
      {subject ? (
        <QueryBoundary skeleton={<RowsSkeleton rows={10} />} title={t`Rozpis k tisku`}>
          <PrintSchedule subject={subject} />
        </QueryBoundary>
      ) : (
        <>
          <Heading level={1}>{t`Rozpis nenalezen`}</Heading>
          <EmptyState title={<Trans>Nenalezeno</Trans>} description={<Trans>Adresa rozpisu není platná. Zkontrolujte odkaz.</Trans>} />
        </>
      )}
    </StyledPaper>
  );
}
