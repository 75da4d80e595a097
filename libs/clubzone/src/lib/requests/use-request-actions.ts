import { useMutation } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import type { TeamRequest, TeamRequestInput } from '@phc/api-contract';
import { isApiError } from '@phc/api-client';
import { pushAlert, useConfirm } from '@phc/ui';
import { requestMutations } from '../roster/roster-queries';

/** Filing and cancelling exception requests; both refresh the club's list (and the roster: approvals open teams). */
export function useRequestActions(clubId: number) {
  const { t } = useLingui();
  const confirm = useConfirm();
  const filing = useMutation(requestMutations.create(clubId));
  const cancelling = useMutation(requestMutations.cancel(clubId));

  /** Throws on failure: the form lists the server's reasons one by one. */
  const create = async (input: TeamRequestInput) => {
    await filing.mutateAsync(input);
    pushAlert({ type: 'success', message: t`Žádost o výjimku byla odeslána.` });
  };

  const cancel = async (request: TeamRequest) => {
    const name = `${request.competitionParticipant.firstName} ${request.competitionParticipant.lastName}`;
    const ok = await confirm({ title: t`Zrušit žádost?`, message: t`Žádost o výjimku pro ${name} bude zrušena.`, confirmLabel: t`Zrušit žádost`, cancelLabel: t`Ponechat`, danger: true });
    if (!ok) return;
    try {
      await cancelling.mutateAsync(request.id);
      pushAlert({ type: 'success', message: t`Žádost byla zrušena.` });
    } catch (error) {
      pushAlert({ type: 'danger', message: isApiError(error, 409) ? t`Žádost už organizátor vyřídil, nelze ji zrušit.` : t`Chyba!` });
    }
  };

  return { create, cancel };
}
