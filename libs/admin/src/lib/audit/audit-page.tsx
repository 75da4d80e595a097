import { useState } from 'react';
import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { auditEntities, type AuditEntity, type AuditQuery } from '@phc/api-contract';
import { formatDateTime, useLocale } from '@phc/i18n';
import { DataTable, EmptyState, ErrorState, Field, Heading, Select, Skeleton, Stack, TableScroll, useDocumentTitle } from '@phc/ui';
import { changedFields } from '../logic/audit-diff';
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
  code {
    overflow-wrap: anywhere;
  }
`;

/** The audit log (issue 16 item 6): every admin write with who, when, and the values before and after. */
export function AuditPage() {
  const locale = useLocale();
  const { t } = useLingui();
  useDocumentTitle(t`Audit log`);
  const [filter, setFilter] = useState<AuditQuery>({});
  // Not suspending: the filters stay on screen while another selection loads.
  const { data, isPending, isError, refetch } = useQuery(adminQueries.audit(filter));
  const entityLabels: Record<AuditEntity, string> = { club: t`Klub`, teamRequest: t`Žádost o výjimku`, referee: t`Rozhodčí`, transfer: t`Transfer`, place: t`Hala`, teamCategory: t`Kategorie`, playerLimits: t`Výchozí limity soupisky`, pricelistItem: t`Položka ceníku`, orderBundle: t`Balíček`, config: t`Nastavení`, training: t`Trénink`, user: t`Uživatel`, tournament: t`Turnaj`, groupLots: t`Los ve skupině`, categoryTieBreak: t`Postup při rovnosti bodů` };
  const actionLabel = (action: string) => (action === 'refereeDay' ? t`Rozhodčí haly na den` : action === 'registrationState' ? t`Stav registrace` : action === 'decision' ? t`Rozhodnutí` : action === 'confirm' ? t`Potvrzení` : action === 'reporter' ? t`Zapisovatel` : action === 'configValue' ? t`Hodnota nastavení` : action === 'edit' ? t`Úprava` : action === 'create' ? t`Vytvoření` : action === 'delete' ? t`Smazání` : action === 'default' ? t`Výchozí hodnoty` : action === 'invite' ? t`Pozvánka` : action === 'reinvite' ? t`Nová pozvánka` : action === 'roles' ? t`Role` : action === 'disable' ? t`Zablokování` : action === 'enable' ? t`Odblokování` : action === 'administratorAdd' ? t`Nový správce klubu` : action === 'administratorRemove' ? t`Odebraný správce klubu` : action === 'import' ? t`Import turnaje` : action === 'draw' ? t`Zapsaný los` : action === 'clear' ? t`Zrušený los` : action === 'procedure' ? t`Postup kategorie` : action);
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
            options={[{ value: '', label: t`Všechny entity` }, ...auditEntities.map((entity) => ({ value: entity, label: entityLabels[entity] }))]}
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
        <TableScroll>
          <DataTable>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Kdy</Trans>
                </th>
                <th scope="col">
                  <Trans>Kdo</Trans>
                </th>
                <th scope="col">
                  <Trans>Co</Trans>
                </th>
                <th scope="col">
                  <Trans>Změna</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.entries.map((entry) => (
                <tr key={entry.id}>
                  <td>{formatDateTime(entry.at, locale)}</td>
                  <td>{entry.userEmail}</td>
                  <td>
                    {entityLabels[entry.entity as AuditEntity] ?? entry.entity} {entry.entityId}: {actionLabel(entry.action)}
                  </td>
                  <td>
                    <StyledChange>
                      {changedFields(entry.before, entry.after).map((change) => (
                        <li key={change.field}>
                          {change.field === 'registrationState' ? t`Stav registrace` : change.field}: <code>{change.before}</code> → <code>{change.after}</code>
                        </li>
                      ))}
                    </StyledChange>
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        </TableScroll>
      )}
    </Stack>
  );
}

export default AuditPage;
