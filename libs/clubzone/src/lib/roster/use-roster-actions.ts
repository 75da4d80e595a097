import { useCallback, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { webEndpoints, type Participant, type ParticipantInput, type ParticipantTeams } from '@phc/api-contract';
import { apiRequest, isApiError } from '@phc/api-client';
import { pushAlert, useConfirm } from '@phc/ui';
import type { RosterTeam } from './eligibility';
import { teamsLostOnChange } from './participant-rules';
import { rosterKeys } from './roster-queries';

/** The roster's writes: each keeps the cached list in step with the server's answer, then refetches. */
export function useRosterActions(clubId: number, teams: readonly RosterTeam[]) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const key = useMemo(() => rosterKeys.participants(clubId), [clubId]);

  const patch = useCallback(
    (answer: ParticipantTeams) =>
      queryClient.setQueryData<Participant[]>(key, (list) => list?.map((p) => (p.id === answer.id ? { ...p, teamIds: answer.teamIds, availableTeamIds: answer.availableTeamIds } : p))),
    [queryClient, key],
  );
  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: key }), [queryClient, key]);
  const closedMessage = t`Soupisku už nelze upravovat.`;

  /**
   * Creates or updates; a change of birth year or gender first warns which teams the participant leaves
   * (SPEC §4). Resolves false when the visitor backs out; throws what the form should show.
   */
  const save = async (before: Participant | null, input: ParticipantInput): Promise<boolean> => {
    const lost = teamsLostOnChange(before, input);
    if (before && lost.length) {
      const name = `${before.firstName} ${before.lastName}`;
      const labels = teams
        .filter((team) => lost.includes(team.id))
        .map((team) => team.label)
        .join(', ');
      const ok = await confirm({ title: t`Účastník opustí týmy`, message: t`Změnou roku narození nebo pohlaví bude ${name} odebrán(a) ze všech týmů: ${labels}.`, confirmLabel: t`Uložit a odebrat z týmů` });
      if (!ok) return false;
    }
    const answer = before ? await apiRequest(webEndpoints.participantUpdate, { params: { clubId, id: before.id }, body: input }) : await apiRequest(webEndpoints.participantCreate, { params: { clubId }, body: input });
    patch(answer);
    pushAlert({ type: 'success', message: t`Účastník byl uložen.` });
    await refresh();
    return true;
  };
  /** A failed save is said once, by the form that stays open (SPEC §8 "Couldn't save participant"). */
  const saveFailure = (error: unknown) => (isApiError(error, 403) ? closedMessage : t`Účastníka se nepodařilo uložit.`);

  const remove = useCallback(
    async (participant: Participant) => {
    const name = `${participant.firstName} ${participant.lastName}`;
    const ok = await confirm({ title: t`Odstranit účastníka?`, message: t`${name} bude odstraněn(a) ze soupisky i ze všech týmů.`, confirmLabel: t`Odstranit`, danger: true });
    if (!ok) return;
    try {
      await apiRequest(webEndpoints.participantRemove, { params: { clubId, id: participant.id } });
      queryClient.setQueryData<Participant[]>(key, (list) => list?.filter((p) => p.id !== participant.id));
      pushAlert({ type: 'success', message: t`Účastník byl odstraněn.` });
    } catch (error) {
      pushAlert({ type: 'danger', message: isApiError(error, 409) ? t`Účastníka se nepodařilo odstranit: už hrál zápas.` : isApiError(error, 403) ? closedMessage : t`Účastníka se nepodařilo odstranit.` });
    }
    await refresh();
    },
    [confirm, clubId, queryClient, key, refresh, t, closedMessage],
  );

  const toggleTeam = useCallback(
    async (participant: Participant, teamId: number, join: boolean) => {
      // Ticked at once: on a slow connection the box must not lag behind the finger.
      queryClient.setQueryData<Participant[]>(key, (list) =>
        list?.map((p) => (p.id === participant.id ? { ...p, teamIds: join ? [...p.teamIds, teamId] : p.teamIds.filter((id) => id !== teamId) } : p)),
      );
      try {
        const params = { clubId, id: participant.id, teamId };
        patch(join ? await apiRequest(webEndpoints.participantAddToTeam, { params }) : await apiRequest(webEndpoints.participantRemoveFromTeam, { params }));
      } catch (error) {
        pushAlert({ type: 'danger', message: isApiError(error, 403) ? closedMessage : t`Změny se nepodařilo uložit.` });
        await refresh();
      }
    },
    [queryClient, key, clubId, patch, refresh, closedMessage, t],
  );

  return { save, saveFailure, remove, toggleTeam };
}
