import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { configGroups, normalizeConfigValue, paymentAccountsDisagree, type AdminConfigEntry } from '@phc/api-contract';
import { isApiError } from '@phc/api-client';
import { translateValidation } from '@phc/i18n';
import { Button, Checkbox, EmptyState, ErrorState, Field, Heading, Notice, pushAlert, Skeleton, Stack, TextInput, useDocumentTitle } from '@phc/ui';
import { pragueLocalToUtc, storedDay, utcToPragueLocal } from '../logic/config-time';
import { adminMutations, adminQueries } from '../queries/admin-queries';
import { groupLabels, keyLabels } from './config-labels';

const StyledRow = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  > :first-child {
    flex: 1 1 16rem;
  }
`;

/** What the control shows for the stored text: Prague wall-clock time for instants, the day for dates. */
function draftOf(entry: AdminConfigEntry): string {
  const value = entry.value ?? (entry.dataType === 'boolean' ? (entry.default ?? 'false') : '');
  if (entry.dataType !== 'datetime') return value;
  return entry.format === 'date' ? storedDay(entry.value) : utcToPragueLocal(entry.value);
}

/** The text to send for the control's draft; an unreadable date and time stays as typed, so it is refused. */
function valueToSend(entry: AdminConfigEntry, draft: string): string | null {
  if (draft.trim() === '') return null;
  if (entry.dataType === 'datetime' && entry.format !== 'date') return pragueLocalToUtc(draft) ?? draft;
  return draft;
}

function ConfigControl({ entry, label, draft, error, onChange }: { entry: AdminConfigEntry; label: string; draft: string; error?: string; onChange: (draft: string) => void }) {
  const keyHint = <code>{entry.key}</code>;
  if (entry.dataType === 'boolean') return <Checkbox label={label} hint={keyHint} error={error} checked={draft === 'true'} onChange={(event) => onChange(String(event.target.checked))} />;
  const pragueTime = entry.dataType === 'datetime' && entry.format !== 'date';
  const hint = pragueTime ? (
    <span>
      {keyHint} · <Trans>Pražský čas (server ukládá UTC).</Trans>
    </span>
  ) : entry.default !== null ? (
    <span>
      {keyHint} · <Trans>Výchozí: {entry.default}</Trans>
    </span>
  ) : (
    keyHint
  );
  const type = entry.dataType === 'integer' ? 'number' : entry.dataType === 'datetime' ? (entry.format === 'date' ? 'date' : 'datetime-local') : 'text';
  return (
    <Field label={label} hint={hint} error={error}>
      <TextInput type={type} step={entry.dataType === 'integer' ? 1 : undefined} inputMode={entry.dataType === 'integer' ? 'numeric' : undefined} value={draft} onChange={(event) => onChange(event.target.value)} />
    </Field>
  );
}

/** One key: its control and its own save, so a mistake in one never blocks another. */
function ConfigRow({ entry }: { entry: AdminConfigEntry }) {
  const { t, i18n } = useLingui();
  const save = useMutation(adminMutations.saveConfigValue(entry.key));
  const label = keyLabels[entry.key as keyof typeof keyLabels] ? i18n._(keyLabels[entry.key as keyof typeof keyLabels]) : entry.key;
  const [draft, setDraft] = useState(() => draftOf(entry));
  const [error, setError] = useState<string>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = valueToSend(entry, draft);
    // The contract's own check first: the same message as the server's, without a round trip.
    const checked = normalizeConfigValue(entry.dataType, entry.format, value, entry.key);
    if ('issue' in checked) return setError(translateValidation(checked.issue, i18n));
    setError(undefined);
    try {
      const saved = await save.mutateAsync(value);
      setDraft(draftOf(saved));
      pushAlert({ type: 'success', message: t`Uloženo: ${label}` });
    } catch (failure) {
      const code = isApiError(failure, 400) ? failure.fields['value']?.[0] : undefined;
      if (code) setError(translateValidation(code, i18n));
      else pushAlert({ type: 'danger', message: t`Nastavení se nepodařilo uložit. Zkuste to prosím znovu.` });
    }
  };
  return (
    <StyledRow onSubmit={submit} noValidate>
      <ConfigControl entry={entry} label={label} draft={draft} error={error} onChange={setDraft} />
      <Button type="submit" variant="secondary" size="sm" loading={save.isPending} aria-label={t`Uložit: ${label}`}>
        <Trans>Uložit</Trans>
      </Button>
    </StyledRow>
  );
}

/**
 * The account number and the IBAN name two accounts: the order summary then prints only the IBAN,
 * which its QR payment pays (apps/api order-summary-data), and the organiser should correct one.
 */
function PaymentAccountsNotice({ entries }: { entries: readonly AdminConfigEntry[] }) {
  const value = (key: string) => entries.find((entry) => entry.key === key)?.value ?? null;
  if (!paymentAccountsDisagree(value('payment_bank_account'), value('payment_iban'))) return null;
  return (
    <Notice role="status">
      <Trans>Číslo účtu a IBAN patří k různým účtům. Souhrn objednávky proto ukazuje jen IBAN, na který platí i QR platba. Opravte jedno z nich.</Trans>
    </Notice>
  );
}

/** SPEC §9 configuration (issue 16 item 4): every key grouped as the spec groups them, each saved on its own. */
export function ConfigPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Nastavení`);
  const { data, isPending, isError, refetch } = useQuery(adminQueries.config());
  return (
    <Stack $gap={4}>
      <Heading level={1}>
        <Trans>Nastavení</Trans>
      </Heading>
      <p>
        <Trans>Změna platí hned po uložení, bez restartu serveru. Data jsou dny (UTC), časy v pražském čase.</Trans>
      </p>
      {isPending ? (
        <Skeleton height="20rem" />
      ) : isError ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : data.length === 0 ? (
        <EmptyState title={t`Žádné položky nastavení`} />
      ) : (
        configGroups
          .filter((group) => data.some((entry) => entry.group === group))
          .map((group) => (
            <section key={group} aria-labelledby={`config-${group}`}>
              <Heading level={2} id={`config-${group}`}>
                {i18n._(groupLabels[group])}
              </Heading>
              {group === 'payment' && <PaymentAccountsNotice entries={data} />}
              {data
                .filter((entry) => entry.group === group)
                .map((entry) => (
                  <ConfigRow key={`${entry.key}:${entry.value}`} entry={entry} />
                ))}
            </section>
          ))
      )}
    </Stack>
  );
}

export default ConfigPage;
