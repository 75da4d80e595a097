import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminTransfer } from '@phc/api-contract';
import { isApiError } from '@phc/api-client';
import { formatDate, useLocale } from '@phc/i18n';
import { Badge, Button, Field, Heading, pushAlert, Select, Stack, useConfirm, useDocumentTitle } from '@phc/ui';
import { AdminListFrame, AdminTable } from '../layout/admin-list-frame';
import { adminMutations, adminQueries, defaultTransferFilter } from '../queries/admin-queries';

type TransferState = AdminTransfer['state'];

const types: Record<AdminTransfer['transferType'], MessageDescriptor> = {
  arrival_airport: msg`Příjezd – letiště`,
  departure_airport: msg`Odjezd – letiště`,
  arrival_station: msg`Příjezd – nádraží`,
  departure_station: msg`Odjezd – nádraží`,
};

/** Transfers of every club (issue 16 item 2): confirming one ends the club's editing of it. */
export function TransfersPage() {
  const locale = useLocale();
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Transfery`);
  const confirmTransfer = useMutation(adminMutations.confirmTransfer());
  const confirm = useConfirm();
  const [state, setState] = useState<TransferState | ''>(defaultTransferFilter);
  const query = useQuery(adminQueries.transfers(state || undefined));
  const confirmOne = async (transfer: AdminTransfer) => {
    const what = `${transfer.clubName}, ${formatDate(transfer.day, locale)} ${transfer.time}`;
    if (!(await confirm({ title: t`Potvrdit transfer: ${what}?`, message: t`Klub ho pak už nemůže měnit.`, confirmLabel: t`Potvrdit` }))) return;
    try {
      await confirmTransfer.mutateAsync(transfer.id);
      pushAlert({ type: 'success', message: t`Transfer byl potvrzen.` });
    } catch (failure) {
      pushAlert({ type: 'danger', message: isApiError(failure, 409) ? t`Transfer už je potvrzený.` : t`Rozhodnutí se nepodařilo uložit. Zkuste to prosím znovu.` });
    }
  };
  return (
    <Stack $gap={4}>
      <Heading level={1}>
        <Trans>Transfery</Trans>
      </Heading>
      <Field label={<Trans>Stav</Trans>}>
        <Select
          value={state}
          onChange={(event) => setState(event.target.value as TransferState | '')}
          options={[
            { value: '', label: t`Všechny stavy` },
            { value: 'unconfirmed', label: t`Nepotvrzené` },
            { value: 'confirmed', label: t`Potvrzené` },
          ]}
        />
      </Field>
      <AdminListFrame query={query} empty={(data) => (data.length === 0 ? { title: t`Žádné transfery` } : null)}>
        {(data) => (
          <AdminTable columns={[t`Klub`, t`Kdy`, t`Typ`, t`Osoby`, t`Let`, t`Stav`]}>
            {data.map((transfer) => (
              <tr key={transfer.id}>
                <th scope="row">{transfer.clubName}</th>
                <td>
                  {formatDate(transfer.day, locale)} {transfer.time}
                </td>
                <td>{i18n._(types[transfer.transferType])}</td>
                <td>{transfer.persons}</td>
                <td>{[transfer.flightNumber, transfer.landingTime].filter(Boolean).join(', ') || '–'}</td>
                <td>
                  {transfer.state === 'confirmed' ? (
                    <Badge variant="success">{t`Potvrzený`}</Badge>
                  ) : (
                    <Button size="sm" aria-label={t`Potvrdit transfer ${transfer.clubName} ${formatDate(transfer.day, locale)} ${transfer.time}`} onClick={() => void confirmOne(transfer)}>
                      <Trans>Potvrdit</Trans>
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </AdminTable>
        )}
      </AdminListFrame>
    </Stack>
  );
}

export default TransfersPage;
