import { useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { webEndpoints, type TeamRequest, type TeamRequestInput } from '@phc/api-contract';
import { apiRequest, isApiError } from '@phc/api-client';
import { pushAlert, useConfirm } from '@phc/ui';
import { rosterKeys } from '../roster/roster-queries';

/** Filing and cancelling exception requests; both refresh the club's list (and the roster: approvals open teams). */
export function useRequestActions(clubId: number) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const refresh = () => Promise.all([queryClient.invalidateQueries({ queryKey: rosterKeys.teamRequests(clubId) }), queryClient.invalidateQueries({ queryKey: rosterKeys.participants(clubId) })]);

  /** Throws on failure: the form lists the server's reasons one by one. */
  const create = async (input: TeamRequestInput) => {
    await apiRequest(webEndpoints.exceptionRequestCreate, { body: input });
    pushAlert({ type: 'success', message: t`Žádost o výjimku byla odeslána.` });
    await refresh();
  };

  const cancel = async (request: TeamRequest) => {
    const name = `${request.competitionParticipant.firstName} ${request.competitionParticipant.lastName}`;
    const ok = await confirm({ title: t`Zrušit žádost?`, message: t`Žádost o výjimku pro ${name} bude zrušena.`, confirmLabel: t`Zrušit žádost`, cancelLabel: t`Ponechat`, danger: true });
    if (!ok) return;
    try {
      await apiRequest(webEndpoints.exceptionRequestCancel, { params: { id: request.id } });
      pushAlert({ type: 'success', message: t`Žádost byla zrušena.` });
    } catch (error) {
      pushAlert({ type: 'danger', message: isApiError(error, 409) ? t`Žádost už organizátor vyřídil, nelze ji zrušit.` : t`Chyba!` });
    }
    await refresh();
  };

  return { create, cancel };
}
