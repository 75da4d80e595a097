import { useState } from 'react';
import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { auditEntities, type AuditEntity, type AuditQuery } from '@phc/api-contract';
import { formatMoment, useLocale } from '@phc/i18n';
import { EmptyState, ErrorState, Field, Heading, Select, Skeleton, Stack, useDocumentTitle, VisuallyHidden } from '@phc/ui';
import { AdminTable } from '../layout/admin-list-frame';
import { auditSubject, describeAuditChanges, type AuditText } from './audit-format';
import { auditActionLabel, auditEntityLabel, auditEntityLabels } from './audit-labels';
import { adminQueries } from '../queries/admin-queries';

const StyledFilters = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
`;

const StyledChange = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  /* A column narrower than this on a phone broke words letter by letter; the table scrolls instead. */
  min-width: calc(${({ theme }) => theme.space[8]} * 4);
  overflow-wrap: anywhere;
`;

const StyledWhen = styled.span`
  white-space: nowrap;
`;

type AuditValueProps = { value: AuditText };

/** A value; a shortened one keeps its whole text for a pointer (title) and for a screen reader. */
function AuditValue({ value }: AuditValueProps) {
  if (value.full === undefined) return <span>{value.text}</span>;
  return (
    <span title={value.full}>
      <span aria-hidden="true">{value.text}</span>
      <VisuallyHidden>{value.full}</VisuallyHidden>
    </span>
  );
}

/** The audit log (issue 16 item 6): every admin write with who, when, and the values before and after. */
export function AuditPage() {
  const locale = useLocale();
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Audit log`);
  const [filter, setFilter] = useState<AuditQuery>({});
  // Not suspending: the filters stay on screen while another selection loads.
  const { data, isPending, isError, refetch } = useQuery(adminQueries.audit(filter));
  const label = (descriptor: MessageDescriptor | null, raw: string) => (descriptor ? i18n._(descriptor) : raw);
  return (
    <Stack $gap={4}>
      <Heading level={1}>
        <Trans>Audit log</Trans>
      </Heading>
      <StyledFilters role="search" aria-label={t`Filtr záznamů`}>
        <Field label={<Trans>Entita</Trans>}>
          <Select
            value={filter.entity ?? ''}
            onChange={(event) => setFilter({ ...filter, entity: (event.target.value || undefined) as AuditEntity | undefined })}
            options={[{ value: '', label: t`Všechny entity` }, ...auditEntities.map((entity) => ({ value: entity, label: i18n._(auditEntityLabels[entity]) }))]}
          />
        </Field>
        <Field label={<Trans>Uživatel</Trans>}>
          <Select
            value={filter.userId ? String(filter.userId) : ''}
            onChange={(event) => setFilter({ ...filter, userId: event.target.value ? Number(event.target.value) : undefined })}
            options={[{ value: '', label: t`Všichni uživatelé` }, ...(data?.users ?? []).map((user) => ({ value: String(user.id), label: user.email }))]}
          />
        </Field>
      </StyledFilters>
      {isPending ? (
        <Skeleton height="12rem" />
      ) : isError ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : data.entries.length === 0 ? (
        <EmptyState title={t`Žádné záznamy`} />
      ) : (
        <AdminTable label={t`Audit log`} columns={[t`Kdy`, t`Kdo`, t`Co`, t`Změna`]}>
          {data.entries.map((entry) => (
            <tr key={entry.id}>
              <td>
                <StyledWhen>{formatMoment(entry.at, locale)}</StyledWhen>
              </td>
              <td>{entry.userEmail}</td>
              <td>
                {auditSubject(entry, label(auditEntityLabel(entry.entity), entry.entity))}: {label(auditActionLabel(entry.entity, entry.action), entry.action)}
              </td>
              <td>
                <StyledChange>
                  {describeAuditChanges(entry, { translate: (descriptor) => i18n._(descriptor), locale }).map((change) => (
                    <li key={change.field}>
                      {change.label ? `${change.label}: ` : null}
                      {change.unchanged ? (
                        <AuditValue value={change.after} />
                      ) : (
                        <>
                          <AuditValue value={change.before} /> → <AuditValue value={change.after} />
                        </>
                      )}
                    </li>
                  ))}
                </StyledChange>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </Stack>
  );
}

export default AuditPage;
