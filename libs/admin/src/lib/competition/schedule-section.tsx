import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import type { AdminCompetitionDetail, AdminCompetitionMatch, ScheduleReport } from '@phc/api-contract';
import { formatDate, formatNumber, formatTime, useLocale } from '@phc/i18n';
import { Badge, Button, EmptyState, Heading, pushAlert, Select, Stack } from '@phc/ui';
import { AdminTable } from '../layout/admin-list-frame';
import { competitionMutations } from '../queries/competition-queries';
import { matchesByDay, sideSource, teamName, type SideSource } from './competition-logic';
import { MatchSlotDialog } from './match-slot-dialog';

export type ScheduleReportViewProps = { report: ScheduleReport };

/** The scheduler's report: hard violations (must be 0), the soft score and its parts. */
export function ScheduleReportView({ report }: ScheduleReportViewProps) {
  const { t } = useLingui();
  const { placed, matches, unplaced, hardViolations } = report;
  const score = formatNumber(report.softScore);
  const parts = report.parts;
  return (
    <Stack $gap={2} aria-label={t`Zpráva rozpisu`} role="region">
      <p>
        <Badge variant={hardViolations === 0 ? 'success' : 'danger'}>{t`Tvrdá porušení: ${hardViolations}`}</Badge>{' '}
        <Badge variant={unplaced === 0 ? 'success' : 'warning'}>{t`Umístěno ${placed} z ${plural(matches, { one: '# zápasu', few: '# zápasů', many: '# zápasu', other: '# zápasů' })}`}</Badge>{' '}
        <Badge>{t`Měkké skóre: ${score} (méně je lépe)`}</Badge>
      </p>
      <p>
        {t`Haly navíc pro týmy: ${parts.extraHalls}; pozdní zápasy mladších: ${parts.lateMatches} (${parts.lateMinutes} min); nerovnoměrnost hal: ${parts.hallImbalanceMinutes} min; čekání týmů: ${parts.idleMinutes} min.`}
      </p>
      {unplaced > 0 && (
        <p role="alert">
          <Trans>Některé zápasy se nevešly: přidejte den, zkraťte odpočinek nebo délku zápasu.</Trans>
        </p>
      )}
    </Stack>
  );
}

type Lookup = Pick<AdminCompetitionDetail, 'groups' | 'teams' | 'halls'>;

function SideCell({ detail, teamId, source }: { detail: Lookup; teamId: number | null; source: AdminCompetitionMatch['homeSource'] }) {
  const { t } = useLingui();
  const team = detail.teams.find((x) => x.id === teamId);
  if (team) return <>{teamName(team)}</>;
  const side: SideSource | null = sideSource(source, detail.groups);
  if (!side) return <>–</>;
  if (side.kind === 'position') return <>{t`${side.position}. ze skupiny ${side.group}`}</>;
  return <>{side.kind === 'winner' ? t`Vítěz ${side.group}` : t`Poražený ${side.group}`}</>;
}

export type ScheduleTableProps = { detail: AdminCompetitionDetail };

/**
 * The category's matches by day: time, hall, number, group, the teams (or where they come from) and
 * the score; a match not yet started can go to another time or hall, also after publishing.
 */
export function ScheduleTable({ detail }: ScheduleTableProps) {
  const locale = useLocale();
  const { t, i18n } = useLingui();
  const moveMatch = useMutation(competitionMutations.moveMatch(detail.category.id));
  const days = matchesByDay(detail.matches);
  const [chosen, setChosen] = useState('');
  const [editing, setEditing] = useState<AdminCompetitionMatch | null>(null);
  if (days.length === 0) return <EmptyState headingLevel={3} title={t`Rozpis zatím není`} description={t`Po losování sestavte rozpis: zápasy se rozmístí do volného času hal.`} />;
  const day = days.find((d) => d.day === chosen) ?? days[0];
  const hallName = (id: number) => detail.halls.find((h) => h.id === id)?.name[i18n.locale === 'en' ? 'en' : 'cs'] ?? String(id);
  const groupName = (id: number) => detail.groups.find((g) => g.id === id)?.name ?? '';
  return (
    <Stack $gap={3}>
      <Select aria-label={t`Den rozpisu`} value={day.day} onChange={(event) => setChosen(event.target.value)} options={days.map((d) => ({ value: d.day, label: `${formatDate(d.day, locale)} (${d.matches.length})` }))} />
      <Heading level={3}>{formatDate(day.day, locale)}</Heading>
      <AdminTable columns={[t`Čas`, t`Hala`, t`Číslo`, t`Skupina`, t`Domácí`, t`Hosté`, t`Skóre`, t`Akce`]}>
        {day.matches.map((m) => (
          <tr key={m.id}>
            <td>{formatTime(m.startsAt)}</td>
            <td>{hallName(m.placeId)}</td>
            <td>{m.number ?? '–'}</td>
            <td>{groupName(m.groupId)}</td>
            <td>
              <SideCell detail={detail} teamId={m.homeTeamId} source={m.homeSource} />
            </td>
            <td>
              <SideCell detail={detail} teamId={m.awayTeamId} source={m.awaySource} />
            </td>
            <td>{m.homeScore !== null && m.awayScore !== null ? `${m.homeScore}:${m.awayScore}` : '–'}</td>
            <td>
              {m.state === 'scheduled' && (
                <Button size="sm" variant="secondary" aria-label={t`Změnit čas zápasu ${formatTime(m.startsAt)} v hale ${hallName(m.placeId)}`} onClick={() => setEditing(m)}>
                  <Trans>Změnit čas</Trans>
                </Button>
              )}
            </td>
          </tr>
        ))}
      </AdminTable>
      <MatchSlotDialog
        key={editing?.id ?? 0}
        detail={detail}
        match={editing}
        onClose={() => setEditing(null)}
        onSave={async (body) => {
          await moveMatch.mutateAsync({ matchId: (editing as AdminCompetitionMatch).id, body });
          pushAlert({ type: 'success', message: t`Zápas je přesunutý.` });
        }}
      />
    </Stack>
  );
}
