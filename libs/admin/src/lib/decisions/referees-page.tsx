import { useQuery, useQueryClient } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminReferee } from '@phc/api-contract';
import { isApiError } from '@phc/api-client';
import { Badge, Button, DataTable, EmptyState, ErrorState, Heading, pushAlert, Skeleton, Stack, TableScroll, useConfirm, useDocumentTitle, type BadgeVariant } from '@phc/ui';
import { adminQueries, decideReferee } from '../queries/admin-queries';

const states: Record<AdminReferee['registrationState'], [MessageDescriptor, BadgeVariant]> = {
  new: [msg`Nová`, 'warning'],
  approved: [msg`Schválená`, 'success'],
  rejected: [msg`Zamítnutá`, 'danger'],
};

/** Referee registrations (issue 16 item 2): approved referees appear on the public list at once. */
export function RefereesPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Registrace rozhodčích`);
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const { data, isPending, isError, refetch } = useQuery(adminQueries.referees());
  const decide = async (referee: AdminReferee, state: 'approved' | 'rejected') => {
    const name = `${referee.firstName} ${referee.lastName}`;
    const ok = await confirm({
      title: state === 'approved' ? t`Schválit rozhodčího ${name}?` : t`Zamítnout rozhodčího ${name}?`,
      confirmLabel: state === 'approved' ? t`Schválit` : t`Zamítnout`,
      danger: state === 'rejected',
    });
    if (!ok) return;
    try {
      await decideReferee(queryClient, referee.id, { state });
      pushAlert({ type: 'success', message: state === 'approved' ? t`Rozhodčí ${name} byl schválen.` : t`Rozhodčí ${name} byl zamítnut.` });
    } catch (failure) {
      pushAlert({ type: 'danger', message: isApiError(failure, 404) ? t`Taková registrace už neexistuje.` : t`Rozhodnutí se nepodařilo uložit. Zkuste to prosím znovu.` });
    }
  };
  return (
    <Stack $gap={4}>
      <Heading level={1}>
        <Trans>Registrace rozhodčích</Trans>
      </Heading>
      {isPending ? (
        <Skeleton height="12rem" />
      ) : isError ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : data.length === 0 ? (
        <EmptyState title={t`Žádné registrace rozhodčích`} />
      ) : (
        <TableScroll>
          <DataTable>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Rozhodčí</Trans>
                </th>
                <th scope="col">
                  <Trans>Kontakt</Trans>
                </th>
                <th scope="col">
                  <Trans>Stav</Trans>
                </th>
                <th scope="col">
                  <Trans>Rozhodnutí</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.map((referee) => {
                const name = `${referee.firstName} ${referee.lastName}`;
                return (
                  <tr key={referee.id}>
                    <th scope="row">
                      {name} ({referee.birthYear})
                    </th>
                    <td>{[referee.email, referee.phone].filter(Boolean).join(', ') || '–'}</td>
                    <td>
                      <Badge variant={states[referee.registrationState][1]}>{i18n._(states[referee.registrationState][0])}</Badge>
                    </td>
                    <td>
                      <Stack $gap={2} $direction="row" $wrap>
                        {referee.registrationState !== 'approved' && (
                          <Button size="sm" aria-label={t`Schválit rozhodčího ${name}`} onClick={() => void decide(referee, 'approved')}>
                            <Trans>Schválit</Trans>
                          </Button>
                        )}
                        {referee.registrationState !== 'rejected' && (
                          <Button size="sm" variant="secondary" aria-label={t`Zamítnout rozhodčího ${name}`} onClick={() => void decide(referee, 'rejected')}>
                            <Trans>Zamítnout</Trans>
                          </Button>
                        )}
                      </Stack>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </DataTable>
        </TableScroll>
      )}
    </Stack>
  );
}

export default RefereesPage;
