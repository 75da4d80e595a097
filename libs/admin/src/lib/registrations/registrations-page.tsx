import { useDeferredValue, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { OrderPaymentState, RegistrationState } from '@phc/api-contract';
import { useLocale } from '@phc/i18n';
import { Button, EmptyState, Field, Heading, pushAlert, QueryBoundary, Select, Skeleton, Stack, TextInput, useDocumentTitle } from '@phc/ui';
import { countriesOf, nextSort, selectedVisible, visibleClubs, type ClubFilter, type ClubSort } from '../logic/club-list';
import { FilterGrid } from '../layout/filter-grid';
import { adminMutations, adminQueries } from '../queries/admin-queries';
import { ClubTable } from './club-table';
import { useInvoiceExport } from './invoice-export';
import { StateDialog } from './state-dialog';
import { actionLabels, actionStates, paymentLabels, stateLabels } from './state-labels';

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const paymentStates: readonly OrderPaymentState[] = ['overdue', 'unpaid', 'paid'];

function initialFilter(params: URLSearchParams): ClubFilter {
  const state = params.get('state');
  const payment = params.get('payment');
  return {
    state: actionStates.includes(state as RegistrationState) ? (state as RegistrationState) : '',
    payment: payment === 'open' || paymentStates.includes(payment as OrderPaymentState) ? (payment as ClubFilter['payment']) : '',
    countryCode: '',
    text: '',
  };
}

function Registrations() {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const setClubsState = useMutation(adminMutations.setClubsState());
  const { data: clubs } = useSuspenseQuery(adminQueries.clubs());
  // The overview of waiting work links here with a filter: `?state=new`, `?payment=open`.
  const [params] = useSearchParams();
  const [filter, setFilter] = useState<ClubFilter>(() => initialFilter(params));
  const [sort, setSort] = useState<ClubSort>({ key: 'createdAt', direction: 'desc' });
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [decision, setDecision] = useState<RegistrationState | null>(null);
  // Typing stays responsive: the table follows the search a frame later.
  const deferredFilter = useDeferredValue(filter);
  const shown = useMemo(() => visibleClubs(clubs, deferredFilter, sort), [clubs, deferredFilter, sort]);
  const chosen = selectedVisible(selected, shown);
  const chosenClubs = shown.filter((club) => selected.has(club.id));
  const exportItems = useInvoiceExport();

  const select = (ids: readonly number[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  const decide = async (state: RegistrationState, message: string | null) => {
    const decided = await setClubsState.mutateAsync({ ids: chosen, state, message });
    setSelected(new Set());
    pushAlert({ type: 'success', message: t`Uloženo: ${i18n._(stateLabels[state])} (${decided.length})` });
  };

  return (
    <Stack $gap={4}>
      <FilterGrid label={t`Filtr registrací`}>
        <Field label={<Trans>Hledat klub nebo město</Trans>}>
          <TextInput type="search" value={filter.text} onChange={(event) => setFilter({ ...filter, text: event.target.value })} />
        </Field>
        <Field label={<Trans>Stav</Trans>}>
          <Select
            value={filter.state}
            onChange={(event) => setFilter({ ...filter, state: event.target.value as RegistrationState | '' })}
            options={[{ value: '', label: t`Všechny stavy` }, ...actionStates.map((state) => ({ value: state, label: i18n._(stateLabels[state]) }))]}
          />
        </Field>
        <Field label={<Trans>Platba</Trans>}>
          <Select
            value={filter.payment}
            onChange={(event) => setFilter({ ...filter, payment: event.target.value as ClubFilter['payment'] })}
            options={[
              { value: '', label: t`Všechny platby` },
              { value: 'open', label: t`Nezaplaceno nebo po splatnosti` },
              ...paymentStates.map((state) => ({ value: state, label: i18n._(paymentLabels[state]) })),
            ]}
          />
        </Field>
        <Field label={<Trans>Země</Trans>}>
          <Select
            value={filter.countryCode}
            onChange={(event) => setFilter({ ...filter, countryCode: event.target.value })}
            options={[{ value: '', label: t`Všechny země` }, ...countriesOf(clubs).map((code) => ({ value: code, label: code }))]}
          />
        </Field>
      </FilterGrid>
      <StyledActions aria-label={t`Akce s vybranými`} role="group">
        <span aria-live="polite">
          <Trans>
            Zobrazeno {shown.length} z {clubs.length}, vybráno {chosen.length}
          </Trans>
        </span>
        {actionStates.map((state) => (
          <Button key={state} size="sm" variant={state === 'new' ? 'secondary' : 'primary'} disabled={chosen.length === 0} onClick={() => setDecision(state)}>
            {i18n._(actionLabels[state])}
          </Button>
        ))}
        <Button size="sm" variant="secondary" onClick={() => void exportItems(chosen.length ? chosen : shown.map((c) => c.id), locale)}>
          {chosen.length ? <Trans>Export faktur vybraných (CSV)</Trans> : <Trans>Export faktur zobrazených (CSV)</Trans>}
        </Button>
      </StyledActions>
      {shown.length === 0 ? (
        <EmptyState title={t`Žádný klub neodpovídá filtru`} />
      ) : (
        <ClubTable clubs={shown} sort={sort} onSort={(key) => setSort(nextSort(sort, key))} selected={selected} onSelect={select} />
      )}
      <StateDialog state={decision} clubs={chosenClubs} onConfirm={decide} onClose={() => setDecision(null)} />
    </Stack>
  );
}

/** Registrations (issue 16 item 1): every club with what the organiser decides on. */
export function RegistrationsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Registrace klubů`);
  return (
    <Stack $gap={4}>
      <Heading level={1}>
        <Trans>Registrace klubů</Trans>
      </Heading>
      <QueryBoundary fallback={<Skeleton height="20rem" />}>
        <Registrations />
      </QueryBoundary>
    </Stack>
  );
}

export default RegistrationsPage;
