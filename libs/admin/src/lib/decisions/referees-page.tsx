import { useMutation, useQuery } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminReferee } from '@phc/api-contract';
import { isApiError } from '@phc/api-client';
import { Badge, Heading, pushAlert, Stack, useConfirm, useDocumentTitle, type BadgeVariant } from '@phc/ui';
import { AdminListFrame, AdminTable } from '../layout/admin-list-frame';
import { adminMutations, adminQueries } from '../queries/admin-queries';
import { DecisionButtons } from './decision-buttons';

const states: Record<AdminReferee['registrationState'], [MessageDescriptor, BadgeVariant]> = {
  new: [msg`Nová`, 'warning'],
  approved: [msg`Schválená`, 'success'],
  rejected: [msg`Zamítnutá`, 'danger'],
};

/** Referee registrations (issue 16 item 2): approved referees appear on the public list at once. */
export function RefereesPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Registrace rozhodčích`);
  const decideReferee = useMutation(adminMutations.decideReferee());
  const confirm = useConfirm();
  const query = useQuery(adminQueries.referees());
  const decide = async (referee: AdminReferee, state: 'approved' | 'rejected') => {
    const name = `${referee.firstName} ${referee.lastName}`;
    const ok = await confirm({
      title: state === 'approved' ? t`Schválit rozhodčího ${name}?` : t`Zamítnout rozhodčího ${name}?`,
      confirmLabel: state === 'approved' ? t`Schválit` : t`Zamítnout`,
      danger: state === 'rejected',
    });
    if (!ok) return;
    try {
      await decideReferee.mutateAsync({ id: referee.id, body: { state } });
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
      <AdminListFrame query={query} empty={(data) => (data.length === 0 ? { title: t`Žádné registrace rozhodčích` } : null)}>
        {(data) => (
          <AdminTable columns={[t`Rozhodčí`, t`Kontakt`, t`Stav`, t`Rozhodnutí`]}>
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
                    <DecisionButtons
                      approve={referee.registrationState !== 'approved' ? { label: t`Schválit rozhodčího ${name}`, onClick: () => void decide(referee, 'approved') } : undefined}
                      reject={referee.registrationState !== 'rejected' ? { label: t`Zamítnout rozhodčího ${name}`, onClick: () => void decide(referee, 'rejected') } : undefined}
                    />
                  </td>
                </tr>
              );
            })}
          </AdminTable>
        )}
      </AdminListFrame>
    </Stack>
  );
}

export default RefereesPage;
