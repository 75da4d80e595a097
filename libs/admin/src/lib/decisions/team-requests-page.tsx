import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminTeamRequest, TeamRequestState } from '@phc/api-contract';
import { Badge, Field, Heading, pushAlert, Select, Stack, useDocumentTitle, type BadgeVariant } from '@phc/ui';
import { AdminListFrame, AdminTable } from '../layout/admin-list-frame';
import { adminMutations, adminQueries, defaultTeamRequestFilter } from '../queries/admin-queries';
import { DecisionButtons } from './decision-buttons';
import { TeamRequestDialog } from './team-request-dialog';
import { teamRequestStateLabels } from './team-request-labels';
import { useLocale } from '@phc/i18n';
import { teamRefName } from '@phc/tournaments';

const stateVariants: Record<TeamRequestState, BadgeVariant> = { pending: 'warning', approved: 'success', rejected: 'danger', canceled: 'neutral' };

/** Exception requests of every club (issue 16 item 2): the pending ones first, decided one by one. */
export function TeamRequestsPage() {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  useDocumentTitle(t`Žádosti o výjimky`);
  const decideTeamRequest = useMutation(adminMutations.decideTeamRequest());
  const [state, setState] = useState<TeamRequestState | ''>(defaultTeamRequestFilter);
  const [open, setOpen] = useState<{ request: AdminTeamRequest; decision: 'approved' | 'rejected' } | null>(null);
  const query = useQuery(adminQueries.teamRequests(state || undefined));
  return (
    <Stack $gap={4}>
      <Heading level={1}>
        <Trans>Žádosti o výjimky</Trans>
      </Heading>
      <Field label={<Trans>Stav</Trans>}>
        <Select
          value={state}
          onChange={(event) => setState(event.target.value as TeamRequestState | '')}
          options={[{ value: '', label: t`Všechny stavy` }, ...(Object.keys(teamRequestStateLabels) as TeamRequestState[]).map((key) => ({ value: key, label: i18n._(teamRequestStateLabels[key]) }))]}
        />
      </Field>
      <AdminListFrame query={query} empty={(data) => (data.length === 0 ? { title: t`Žádné žádosti` } : null)}>
        {(data) => (
          <AdminTable columns={[t`Hráč`, t`Klub a tým`, t`Důvod`, t`Stav`, t`Rozhodnutí`]}>
            {data.map((request) => {
              const who = `${request.competitionParticipant.firstName} ${request.competitionParticipant.lastName}`;
              return (
                <tr key={request.id}>
                  <th scope="row">
                    {who} ({request.competitionParticipant.birthYear})
                  </th>
                  <td>{teamRefName(request.team, locale)}</td>
                  <td>{request.requestReason}</td>
                  <td>
                    <Badge variant={stateVariants[request.state]}>{i18n._(teamRequestStateLabels[request.state])}</Badge>
                    {request.resolutionReason && <div>{request.resolutionReason}</div>}
                  </td>
                  <td>
                    {request.state === 'pending' && (
                      <DecisionButtons
                        approve={{ label: t`Schválit výjimku: ${who}`, onClick: () => setOpen({ request, decision: 'approved' }) }}
                        reject={{ label: t`Zamítnout výjimku: ${who}`, onClick: () => setOpen({ request, decision: 'rejected' }) }}
                      />
                    )}
                  </td>
                </tr>
              );
            })}
          </AdminTable>
        )}
      </AdminListFrame>
      <TeamRequestDialog
        request={open?.request ?? null}
        decision={open?.decision ?? 'approved'}
        onDecide={async (body) => {
          await decideTeamRequest.mutateAsync({ id: open?.request.id ?? 0, body });
          pushAlert({ type: 'success', message: body.state === 'approved' ? t`Výjimka byla schválena.` : t`Výjimka byla zamítnuta.` });
        }}
        onClose={() => setOpen(null)}
      />
    </Stack>
  );
}

export default TeamRequestsPage;
