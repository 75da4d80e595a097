import { useMemo } from 'react';
import { useParams } from 'react-router';
import styled from 'styled-components';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RosterEntry } from '@phc/api-contract';
import { queries } from '@phc/api-client';
import { formatDate, formatMoment, href, LocaleLink, useLocale, type RouteDependencies } from '@phc/i18n';
import { Button, DataTable, ErrorState, Paper, QueryBoundary, Skeleton, TableScroll, useTournament } from '@phc/ui';
import { getSportRules } from '@phc/tournaments';
import { formatClock } from '../protocol/stopwatch';
import { buildReport, type MatchReport } from './report-model';

const StyledReport = styled(Paper)`
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  @media print {
    section {
      break-inside: avoid;
    }
  }
`;

const StyledTwo = styled.div`
  display: grid;
  min-width: 0;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fit, minmax(min(16rem, 100%), 1fr));
`;

const StyledSignature = styled.p`
  padding-top: ${({ theme }) => theme.space[7]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.text};
`;

const StyledBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
`;

export const loader =
  ({ queryClient }: RouteDependencies) =>
  ({ params }: { params: Record<string, string | undefined> }) => {
    void queryClient.ensureQueryData(queries.static()).catch(() => undefined);
    const id = Number(params['matchId']);
    if (Number.isSafeInteger(id) && id > 0) void queryClient.ensureQueryData(queries.match(id)).catch(() => undefined);
    return null;
  };

/** `goalkeepers`: the sport has them; volleyball and basketball mark nobody "(brankář)" whatever a roster holds. */
function RosterTable({ title, roster, goalkeepers }: { title: string; roster: readonly RosterEntry[]; goalkeepers: boolean }) {
  return (
    <section>
      <h2>{title}</h2>
      <TableScroll $label={title}>
        <DataTable>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Číslo</Trans>
              </th>
              <th scope="col">
                <Trans>Jméno</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {roster.map((p) => (
              <tr key={p.participantId}>
                <td>{p.jerseyNumber ?? ''}</td>
                <td>
                  {p.lastName} {p.firstName}
                  {p.isLeader && <Trans> (vedoucí)</Trans>}
                  {/* A woman's role in its feminine form (issue 24); English has one word for both. */}
                  {p.isCaptain && (p.gender === 'F' ? <Trans> (kapitánka)</Trans> : <Trans> (kapitán)</Trans>)}
                  {goalkeepers && p.isGoalkeeper && (p.gender === 'F' ? <Trans> (brankářka)</Trans> : <Trans> (brankář)</Trans>)}
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      </TableScroll>
    </section>
  );
}

/** `assists`: a column only where the sport records them (floorball, football), never an empty one. */
function EventsTable({ report, showTime, assists }: { report: MatchReport; showTime: boolean; assists: boolean }) {
  const { t } = useLingui();
  if (report.rows.length === 0)
    return (
      <p>
        <Trans>Zápas nemá zapsané události.</Trans>
      </p>
    );
  return (
    <TableScroll $label={t`Události zápasu`}>
      <DataTable>
        <thead>
          <tr>
            {showTime && (
              <th scope="col">
                <Trans>Čas</Trans>
              </th>
            )}
            <th scope="col">
              <Trans>Část</Trans>
            </th>
            <th scope="col">
              <Trans>Tým</Trans>
            </th>
            <th scope="col">
              <Trans>Událost</Trans>
            </th>
            <th scope="col">
              <Trans>Hráč</Trans>
            </th>
            {assists && (
              <th scope="col">
                <Trans>Asistence</Trans>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {report.rows.map((row) => (
            <tr key={row.id}>
              {showTime && <td>{formatClock(row.minute, row.second)}</td>}
              <td>{row.stage}</td>
              <td>{row.team}</td>
              <td>{row.type}</td>
              <td>{row.player}</td>
              {assists && <td>{row.assist}</td>}
            </tr>
          ))}
        </tbody>
      </DataTable>
    </TableScroll>
  );
}

function Closing({ report }: { report: MatchReport }) {
  const locale = useLocale();
  const { protocol, sealedBy } = report;
  const home = protocol.homeConfirmedAt ? formatMoment(protocol.homeConfirmedAt, locale) : null;
  const away = protocol.awayConfirmedAt ? formatMoment(protocol.awayConfirmedAt, locale) : null;
  const sealed = protocol.sealedAt ? formatMoment(protocol.sealedAt, locale) : null;
  const referee = sealedBy ? `${sealedBy.firstName} ${sealedBy.lastName}` : '';
  return (
    <section>
      <h2>
        <Trans>Potvrzení a podpisy</Trans>
      </h2>
      <ul>
        <li>{home ? <Trans>Vedoucí týmu {report.homeName} potvrdil výsledek {home}.</Trans> : <Trans>Vedoucí týmu {report.homeName} výsledek nepotvrdil.</Trans>}</li>
        <li>{away ? <Trans>Vedoucí týmu {report.awayName} potvrdil výsledek {away}.</Trans> : <Trans>Vedoucí týmu {report.awayName} výsledek nepotvrdil.</Trans>}</li>
        <li>{sealed ? <Trans>Protokol zapečetil rozhodčí {referee} {sealed}.</Trans> : <Trans>Protokol není zapečetěn.</Trans>}</li>
      </ul>
      <StyledTwo>
        <StyledSignature>
          <Trans>Vedoucí týmu {report.homeName}</Trans>
        </StyledSignature>
        <StyledSignature>
          <Trans>Vedoucí týmu {report.awayName}</Trans>
        </StyledSignature>
        <StyledSignature>
          <Trans>Rozhodčí</Trans>
        </StyledSignature>
        <StyledSignature>
          <Trans>Zapisovatel</Trans>
        </StyledSignature>
      </StyledTwo>
    </section>
  );
}

function ReportContent({ matchId }: { matchId: number }) {
  const { t } = useLingui();
  const locale = useLocale();
  const { sport } = useTournament();
  const { data: staticData } = useSuspenseQuery(queries.static());
  const { data: detail } = useSuspenseQuery(queries.match(matchId));
  const report = useMemo(() => buildReport(sport, staticData, detail, locale), [sport, staticData, detail, locale]);
  const rules = getSportRules(sport);
  const { match, score } = report;
  const periods = report.score.byStage.map((line) => `${report.stageLabel(line.stageCode)} ${line.home}:${line.away}`).join(', ');
  const referees = report.referees.map((r) => `${r.lastName} ${r.firstName}`).join(', ');
  const when = `${formatDate(match.day, locale)} ${match.time}`;
  return (
    <>
      <StyledBar data-print="hide">
        <Button onClick={() => window.print()}>
          <Trans>Vytisknout</Trans>
        </Button>
        <LocaleLink to={href('vysledky-zapas', { matchId })}>
          <Trans>Zpět na detail zápasu</Trans>
        </LocaleLink>
      </StyledBar>
      <h1>
        <Trans>Zápis o utkání</Trans> {report.homeName} – {report.awayName}
      </h1>
      <p>
        <Trans>
          Zápas č. {match.id} · {when} · {report.hallName}
        </Trans>
      </p>
      <section aria-label={t`Výsledek`}>
        <h2>
          <Trans>
            Výsledek {score.home}:{score.away}
          </Trans>
          {match.walkOver && (
            <>
              {' '}
              <Trans>(kontumace)</Trans>
            </>
          )}
        </h2>
        {periods && <p>{periods}</p>}
      </section>
      <StyledTwo>
        <RosterTable title={report.homeName} roster={report.homeRoster} goalkeepers={rules.hasGoalkeeper} />
        <RosterTable title={report.awayName} roster={report.awayRoster} goalkeepers={rules.hasGoalkeeper} />
      </StyledTwo>
      <section>
        <h2>
          <Trans>Průběh zápasu</Trans>
        </h2>
        <EventsTable report={report} showTime={sport !== 'volleyball'} assists={rules.eventTypes.some((e) => e.hasAssist)} />
      </section>
      <section>
        <h2>
          <Trans>Rozhodčí</Trans>
        </h2>
        <p>{referees || <Trans>Nezapsáni</Trans>}</p>
      </section>
      <Closing report={report} />
    </>
  );
}

/** `/zapis-o-utkani/:matchId`: the printable match report, public. */
export function Component() {
  const { t } = useLingui();
  const id = Number(useParams()['matchId']);
  const valid = Number.isSafeInteger(id) && id > 0;
  return (
    <StyledReport $width="60rem">
      {valid ? (
        <QueryBoundary fallback={<Skeleton height="30rem" />}>
          <ReportContent matchId={id} />
        </QueryBoundary>
      ) : (
        <ErrorState title={t`Zápas nenalezen`} />
      )}
    </StyledReport>
  );
}
