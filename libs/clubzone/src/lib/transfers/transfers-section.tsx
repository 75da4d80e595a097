import { useState } from 'react';
import styled from 'styled-components';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { webEndpoints, type ConfigValue, type Transfer, type TransferInput } from '@phc/api-contract';
import { apiRequest, isApiError } from '@phc/api-client';
import { canAddTransfer, canEditTransfer } from '@phc/auth';
import { formatDate, useLocale } from '@phc/i18n';
import { Badge, Button, Dialog, EmptyState, Heading, pushAlert, Stack, useConfirm } from '@phc/ui';
import { clubzoneKeys, clubzoneQueries } from '../account/club-queries';
import { TransferForm } from './transfer-form';
import { transferStateLabels, transferTypeLabels } from './transfer-labels';
import { transferToValues } from './transfer-values';
import { StyledCardItem, StyledCardList } from '../components/card-list';

const StyledItem = styled(StyledCardItem)`
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
    margin: ${({ theme }) => theme.space[2]} 0;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const StyledItemHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const StyledMuted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export type TransfersSectionProps = {
  clubId: number;
  configurations: readonly ConfigValue[];
  /** Only the club's administrators (and managers) change transfers; others read them. */
  canWrite: boolean;
};

type Editing = { mode: 'create' } | { mode: 'edit'; transfer: Transfer } | null;

/** SPEC §3/§4: the club's transfers; unconfirmed ones change until "transfers editable till", confirmed ones are read-only. */
export function TransfersSection({ clubId, configurations, canWrite }: TransfersSectionProps) {
  const locale = useLocale();
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const { data: transfers } = useSuspenseQuery(clubzoneQueries.transfers(clubId));
  const [editing, setEditing] = useState<Editing>(null);
  const now = new Date();
  const open = canWrite && canAddTransfer(configurations, now);

  const refresh = () => queryClient.invalidateQueries({ queryKey: clubzoneKeys.transfers(clubId) });

  const save = async (input: TransferInput) => {
    if (editing?.mode === 'edit') await apiRequest(webEndpoints.transferUpdate, { params: { clubId, id: editing.transfer.id }, body: input });
    else await apiRequest(webEndpoints.transferCreate, { params: { clubId }, body: input });
    setEditing(null);
    pushAlert({ type: 'success', message: t`Transfer byl uložen.` });
    await refresh();
  };

  const failureMessage = (error: unknown) =>
    isApiError(error, 409) ? t`Transfer mezitím potvrdil organizátor, už ho nelze měnit.` : isApiError(error, 403) ? t`Transfery už nelze měnit.` : t`Transfer se nepodařilo uložit.`;

  const remove = async (transfer: Transfer) => {
    const ok = await confirm({ title: t`Odstranit transfer?`, message: t`Transfer ${formatDate(transfer.day, locale)} ${transfer.time} bude odstraněn.`, confirmLabel: t`Odstranit`, danger: true });
    if (!ok) return;
    try {
      await apiRequest(webEndpoints.transferRemove, { params: { clubId, id: transfer.id } });
      pushAlert({ type: 'success', message: t`Transfer byl odstraněn.` });
    } catch (error) {
      pushAlert({ type: 'danger', message: isApiError(error, 409) || isApiError(error, 403) ? failureMessage(error) : t`Transfer se nepodařilo odstranit.` });
    }
    await refresh();
  };

  return (
    <section aria-labelledby="transfers-heading">
      <StyledItemHead>
        <Heading level={2} id="transfers-heading">
          <Trans>Transfery</Trans>
        </Heading>
        {open && (
          <Button size="sm" onClick={() => setEditing({ mode: 'create' })}>
            <Trans>Přidat transfer</Trans>
          </Button>
        )}
      </StyledItemHead>
      {canWrite && !open && (
        <StyledMuted>
          <Trans>Transfery už nelze přidávat ani měnit.</Trans>
        </StyledMuted>
      )}
      {transfers.length === 0 ? (
        <EmptyState headingLevel={3} title={<Trans>Zatím žádné transfery</Trans>} description={open ? <Trans>Přidejte příjezd nebo odjezd, pro který chcete zajistit dopravu.</Trans> : undefined} />
      ) : (
        <StyledCardList>
          {transfers.map((transfer) => {
            const editable = canWrite && canEditTransfer(configurations, now, transfer.state);
            return (
              <StyledItem key={transfer.id} aria-label={`${i18n._(transferTypeLabels[transfer.transferType])} ${formatDate(transfer.day, locale)} ${transfer.time}`}>
                <StyledItemHead>
                  <h3>
                    {i18n._(transferTypeLabels[transfer.transferType])} · {formatDate(transfer.day, locale)} {transfer.time}
                  </h3>
                  <Badge variant={transfer.state === 'confirmed' ? 'success' : 'neutral'}>{i18n._(transferStateLabels[transfer.state])}</Badge>
                </StyledItemHead>
                <dl>
                  <dt>
                    <Trans>Osob</Trans>
                  </dt>
                  <dd>{transfer.persons}</dd>
                  {transfer.flightNumber && (
                    <>
                      <dt>
                        <Trans>Let</Trans>
                      </dt>
                      <dd>{transfer.flightNumber}</dd>
                    </>
                  )}
                  {transfer.landingTime && (
                    <>
                      <dt>
                        <Trans>Přistání</Trans>
                      </dt>
                      <dd>{transfer.landingTime}</dd>
                    </>
                  )}
                  {transfer.note && (
                    <>
                      <dt>
                        <Trans>Poznámka</Trans>
                      </dt>
                      <dd>{transfer.note}</dd>
                    </>
                  )}
                </dl>
                {editable && (
                  <Stack $direction="row" $gap={2} $wrap>
                    <Button size="sm" variant="secondary" onClick={() => setEditing({ mode: 'edit', transfer })}>
                      <Trans>Upravit</Trans>
                    </Button>
                    <Button size="sm" variant="danger" onClick={() => void remove(transfer)}>
                      <Trans>Odstranit</Trans>
                    </Button>
                  </Stack>
                )}
              </StyledItem>
            );
          })}
        </StyledCardList>
      )}
      <Dialog open={editing !== null} title={editing?.mode === 'edit' ? t`Upravit transfer` : t`Nový transfer`} onClose={() => setEditing(null)}>
        {editing && (
          <TransferForm
            initial={editing.mode === 'edit' ? transferToValues(editing.transfer) : undefined}
            configurations={configurations}
            onCancel={() => setEditing(null)}
            failureMessage={failureMessage}
            onSubmit={save}
          />
        )}
      </Dialog>
    </section>
  );
}
