import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminRefereeDays } from '@phc/api-contract';
import { formatDate, formatWeekday, useLocale } from '@phc/i18n';
import { Button, Field, Heading, pushAlert, Select, Stack, useDocumentTitle } from '@phc/ui';
import { AdminListFrame, AdminTable } from '../layout/admin-list-frame';
import { placesMutations, placesQueries } from '../queries/places-queries';
import { RefereeDayDialog } from './referee-day-dialog';

type Hall = AdminRefereeDays['halls'][number];

interface DayTableProps {
  data: AdminRefereeDays;
  day: string;
  dayLabel: string;
}

/** Each hall of one day with its referees; the hall's button opens the choice. */
function DayTable({ data, day, dayLabel }: DayTableProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const setRefereeDay = useMutation(placesMutations.setRefereeDay(day));
  const [editing, setEditing] = useState<Hall | null>(null);
  const byId = new Map(data.referees.map((r) => [r.id, r]));
  const assigned = (hallId: number) => data.assignments.find((a) => a.hallId === hallId && a.day === day)?.refereeIds ?? [];
  const names = (ids: number[]) =>
    ids
      .map((id) => byId.get(id))
      .filter((r) => r !== undefined)
      .map((r) => `${r.lastName} ${r.firstName}`)
      .join(', ');
  const elsewhere = (hallId: number) => new Map(data.assignments.filter((a) => a.day === day && a.hallId !== hallId).flatMap((a) => a.refereeIds.map((id) => [id, data.halls.find((h) => h.id === a.hallId)?.name[locale] ?? ''] as const)));
  return (
    <>
      <AdminTable caption={t`Rozhodčí v halách: ${dayLabel}`} columns={[t`Hala`, t`Rozhodčí`, t`Akce`]}>
        {data.halls.map((hall) => {
          const ids = assigned(hall.id);
          return (
            <tr key={hall.id}>
              <th scope="row">{hall.name[locale]}</th>
              <td>{ids.length ? names(ids) : <Trans>Nikdo</Trans>}</td>
              <td>
                <Button size="sm" variant="secondary" aria-label={t`Upravit rozhodčí haly ${hall.name[locale]}`} onClick={() => setEditing(hall)}>
                  <Trans>Upravit</Trans>
                </Button>
              </td>
            </tr>
          );
        })}
      </AdminTable>
      {editing && (
        <RefereeDayDialog
          open
          title={`${editing.name[locale]}, ${dayLabel}`}
          referees={data.referees}
          current={assigned(editing.id)}
          elsewhere={elsewhere(editing.id)}
          onClose={() => setEditing(null)}
          onSave={async (refereeIds) => {
            const saved = await setRefereeDay.mutateAsync({ hallId: editing.id, refereeIds });
            const hall = editing.name[locale];
            pushAlert({ type: 'success', message: saved.refereeIds.length ? t`Rozhodčí haly ${hall} jsou uloženi.` : t`Hala ${hall} nemá v tento den rozhodčí.` });
            setEditing(null);
          }}
        />
      )}
    </>
  );
}

/**
 * Referees per hall and day (issue 16 item 3): the reporter of a hall finds them first when
 * choosing a match's referees in the protocol.
 */
export function RefereeDaysPage() {
  const { t } = useLingui();
  const locale = useLocale();
  useDocumentTitle(t`Rozhodčí v halách`);
  const query = useQuery(placesQueries.refereeDays());
  const [chosenDay, setChosenDay] = useState<string | null>(null);
  const data = query.data;
  const day = data && (chosenDay && data.days.includes(chosenDay) ? chosenDay : data.days[0]);
  const dayLabel = (value: string) => `${formatWeekday(value, locale)} ${formatDate(value, locale)}`;
  return (
    <Stack $gap={4}>
      <Heading level={1}>
        <Trans>Rozhodčí v halách</Trans>
      </Heading>
      <p>
        <Trans>Rozhodčí přidělení hale na daný den se zapisovateli nabízejí v zápasovém protokolu jako první.</Trans>
      </p>
      <AdminListFrame
        query={query}
        skeletonHeight="16rem"
        empty={(days) =>
          !day
            ? { title: t`Turnaj zatím nemá žádné dny`, description: t`Dny turnaje určují zápasy, a dokud nejsou, datum začátku turnaje v nastavení.` }
            : days.halls.length === 0
              ? { title: t`Žádné haly` }
              : null
        }
      >
        {(days) =>
          day && (
            <>
              <Field label={<Trans>Den</Trans>}>
                <Select value={day} onChange={(event) => setChosenDay(event.target.value)} options={days.days.map((value) => ({ value, label: dayLabel(value) }))} />
              </Field>
              <DayTable data={days} day={day} dayLabel={dayLabel(day)} />
            </>
          )
        }
      </AdminListFrame>
    </Stack>
  );
}

export default RefereeDaysPage;
