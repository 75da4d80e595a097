import { useDeferredValue, useMemo, useState } from 'react';
import styled from 'styled-components';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminTraining, AdminTrainingList, TrainingState } from '@phc/api-contract';
import { formatDate, formatMoney, useLocale } from '@phc/i18n';
import { teamRefName } from '@phc/tournaments';
import { Badge, Field, Heading, pushAlert, Select, Stack, TextInput, useDocumentTitle, type BadgeVariant } from '@phc/ui';
import { AdminListFrame, AdminTable } from '../layout/admin-list-frame';
import { FilterGrid } from '../layout/filter-grid';
import { defaultTrainingFilter, trainingMutations, trainingQueries } from '../queries/trainings-queries';
import { DecisionButtons } from './decision-buttons';
import { TrainingDecisionDialog } from './trainings-dialog';
import { slotOf, trainingStateLabels, visibleTrainings, type TrainingSort } from './trainings-logic';

const StyledMuted = styled.div`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const stateVariants: Record<TrainingState, BadgeVariant> = { pending: 'warning', approved: 'success', rejected: 'danger', cancelled: 'neutral' };

type Open = { training: AdminTraining; decision: 'approved' | 'rejected' };

function TrainingRow({ training, lookups, onOpen }: { training: AdminTraining; lookups: AdminTrainingList; onOpen: (open: Open) => void }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const slot = slotOf(training);
  const team = teamRefName(training.team, locale);
  const hall = lookups.halls.find((candidate) => candidate.id === training.placeId)?.name[locale];
  const referee = lookups.referees.find((candidate) => candidate.id === training.refereeId);
  const type = lookups.trainingTypes.find((candidate) => candidate.id === training.trainingTypeId)?.name[locale];
  const decidable = training.state !== 'cancelled';
  return (
    <tr>
      <td>
        {formatDate(training.date, locale)} {slot.from}–{slot.to}
        {!slot.final && (
          <StyledMuted>
            <Trans>přání klubu</Trans>
          </StyledMuted>
        )}
      </td>
      <th scope="row">{team}</th>
      <td>
        {type ?? '–'}
        {training.refereeRequested && (
          <StyledMuted>
            <Trans>žádá rozhodčího</Trans>
          </StyledMuted>
        )}
        {training.note && <StyledMuted>{training.note}</StyledMuted>}
      </td>
      <td>{hall ?? '–'}</td>
      <td>{referee ? `${referee.lastName} ${referee.firstName}` : '–'}</td>
      <td>{training.price === null ? '–' : formatMoney(training.price, training.currency, { locale })}</td>
      <td>
        <Badge variant={stateVariants[training.state]}>{i18n._(trainingStateLabels[training.state])}</Badge>
        {training.resolutionReason && <StyledMuted>{training.resolutionReason}</StyledMuted>}
      </td>
      <td>
        {decidable && (
          <DecisionButtons
            approve={{
              label: training.state === 'approved' ? t`Změnit schválení: ${team}` : t`Schválit trénink: ${team}`,
              change: training.state === 'approved',
              onClick: () => onOpen({ training, decision: 'approved' }),
            }}
            reject={training.state !== 'rejected' ? { label: t`Zamítnout trénink: ${team}`, onClick: () => onOpen({ training, decision: 'rejected' }) } : undefined}
          />
        )}
      </td>
    </tr>
  );
}

function TrainingTable({ lookups, rows, onOpen }: { lookups: AdminTrainingList; rows: AdminTraining[]; onOpen: (open: Open) => void }) {
  const { t } = useLingui();
  return (
    <AdminTable columns={[t`Den a čas`, t`Klub a tým`, t`Typ`, t`Hala`, t`Přidělený rozhodčí`, t`Cena`, t`Stav`, t`Rozhodnutí`]}>
      {rows.map((training) => (
        <TrainingRow key={training.id} training={training} lookups={lookups} onOpen={onOpen} />
      ))}
    </AdminTable>
  );
}

/** The clubs' training requests (issue 16 item 2): filtered by state and text, sorted, decided one by one. */
export function TrainingsPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Tréninky`);
  const decideTraining = useMutation(trainingMutations.decide());
  const [state, setState] = useState<TrainingState | ''>(defaultTrainingFilter);
  const [text, setText] = useState('');
  const [sort, setSort] = useState<TrainingSort>('date');
  const [open, setOpen] = useState<Open | null>(null);
  const query = useQuery(trainingQueries.trainings(state || undefined));
  const data = query.data;
  const deferredText = useDeferredValue(text);
  const rows = useMemo(() => (data ? visibleTrainings(data.trainings, deferredText, sort) : []), [data, deferredText, sort]);
  return (
    <Stack $gap={4}>
      <Heading level={1}>
        <Trans>Tréninky</Trans>
      </Heading>
      <FilterGrid label={t`Filtr tréninků`}>
        <Field label={<Trans>Stav</Trans>}>
          <Select
            value={state}
            onChange={(event) => setState(event.target.value as TrainingState | '')}
            options={[{ value: '', label: t`Všechny stavy` }, ...(Object.keys(trainingStateLabels) as TrainingState[]).map((key) => ({ value: key, label: i18n._(trainingStateLabels[key]) }))]}
          />
        </Field>
        <Field label={<Trans>Hledat klub nebo tým</Trans>}>
          <TextInput type="search" value={text} onChange={(event) => setText(event.target.value)} />
        </Field>
        <Field label={<Trans>Řadit podle</Trans>}>
          <Select
            value={sort}
            onChange={(event) => setSort(event.target.value as TrainingSort)}
            options={[
              { value: 'date', label: t`Dne a času` },
              { value: 'club', label: t`Klubu` },
              { value: 'state', label: t`Stavu` },
            ]}
          />
        </Field>
      </FilterGrid>
      <AdminListFrame query={query} empty={(list) => (rows.length === 0 ? { title: list.trainings.length === 0 ? t`Žádné tréninky` : t`Hledání nic nenašlo` } : null)}>
        {(list) => <TrainingTable lookups={list} rows={rows} onOpen={setOpen} />}
      </AdminListFrame>
      {open && data && (
        <TrainingDecisionDialog
          training={open.training}
          decision={open.decision}
          lookups={data}
          onDecide={async (body) => {
            await decideTraining.mutateAsync({ id: open.training.id, body });
            pushAlert({ type: 'success', message: body.state === 'approved' ? t`Trénink byl schválen.` : t`Trénink byl zamítnut.` });
          }}
          onClose={() => setOpen(null)}
        />
      )}
    </Stack>
  );
}

export default TrainingsPage;
