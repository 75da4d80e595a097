import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { matchRosterEndpoints, type RosterState } from '@phc/api-contract';
import { apiRequest, isApiError, queryKeys } from '@phc/api-client';
import { pushAlert, useConfirm } from '@phc/ui';
import { checkRoster, issuesFromFields, rosterBody, type RosterContext, type RosterDraft, type RosterIssue } from './roster-checks';

export interface RosterSaveOptions {
  matchId: number;
  teamId: number;
  initialState: RosterState;
  context: RosterContext;
  captainAndGoalkeeper: boolean;
  /** SPEC §5: a match without referees warns before the roster is confirmed (no configuration blocks it). */
  refereesMissing: boolean;
}

/**
 * Save and "save and confirm" of one team's roster: the checks first, the questions SPEC §5 asks
 * (many players, no referees), then the call; a refusal comes back as issues, the draft stays as typed.
 */
export function useRosterSave({ matchId, teamId, initialState, context, captainAndGoalkeeper, refereesMissing }: RosterSaveOptions) {
  const { t } = useLingui();
  const ask = useConfirm();
  const queryClient = useQueryClient();
  const [issues, setIssues] = useState<RosterIssue[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [forbidden, setForbidden] = useState(false);
  const [state, setState] = useState<RosterState>(initialState);
  const [saving, setSaving] = useState(false);

  const questionsAnswered = async (draft: RosterDraft, confirm: boolean): Promise<boolean> => {
    const { countWarning } = checkRoster(draft, context.limits, context.candidates, { confirm });
    if (countWarning) {
      const { selected, from } = countWarning;
      const ok = await ask({ title: t`Hodně hráčů na soupisce`, message: t`${plural(selected, { one: 'Na soupisce je # hráč', few: 'Na soupisce jsou # hráči', many: 'Na soupisce je # hráče', other: 'Na soupisce je # hráčů' })}, víc než ${from}. Chcete pokračovat?`, confirmLabel: t`Pokračovat`, cancelLabel: t`Zpět` });
      if (!ok) return false;
    }
    if (confirm && refereesMissing) {
      return ask({ title: t`Zápas nemá rozhodčí`, message: t`K zápasu zatím není přiřazen žádný rozhodčí. Přesto soupisku potvrdit?`, confirmLabel: t`Potvrdit bez rozhodčích`, cancelLabel: t`Zpět` });
    }
    return true;
  };

  const failureText = (error: unknown): string => {
    if (isApiError(error, 409)) return error.code === 'sealed' ? t`Protokol zápasu je uzavřený, soupisku už nelze měnit.` : t`Soupiska je už potvrzená, změnit ji může jen zapisovatel zápasu.`;
    if (isApiError(error) && error.isNetworkError) return t`Soupisku se nepodařilo odeslat, zkontrolujte připojení. Nic z vyplněného se neztratilo.`;
    return t`Soupisku se nepodařilo uložit.`;
  };

  const save = async (draft: RosterDraft, confirm: boolean): Promise<boolean> => {
    setFailure(null);
    const { errors } = checkRoster(draft, context.limits, context.candidates, { confirm });
    setIssues(errors);
    if (errors.length > 0) return false;
    if (!(await questionsAnswered(draft, confirm))) return false;
    const body = rosterBody(draft, { confirm, captainAndGoalkeeper });
    setSaving(true);
    try {
      const answer = await apiRequest(matchRosterEndpoints.updateRoster, { params: { id: matchId, teamId }, body });
      setState(answer.state);
      pushAlert({ type: 'success', message: confirm ? t`Soupiska je uložená a potvrzená.` : t`Soupiska je uložená.` });
      void queryClient.invalidateQueries({ queryKey: queryKeys.match(matchId) });
      return true;
    } catch (error) {
      if (isApiError(error, 400)) setIssues(issuesFromFields(error.fields, body, draft, context));
      else if (isApiError(error, 403)) setForbidden(true);
      else setFailure(failureText(error));
      return false;
    } finally {
      setSaving(false);
    }
  };

  /** A player edited: their own errors go (the roster-wide ones stay until the next save). */
  const clearPlayer = (participantId: number) =>
    setIssues((current) =>
      current.some((i) => i.participantIds.includes(participantId))
        ? current.flatMap((i) => {
            if (!i.participantIds.includes(participantId)) return [i];
            const rest = i.participantIds.filter((id) => id !== participantId);
            return rest.length > 0 ? [{ ...i, participantIds: rest }] : [];
          })
        : current,
    );

  return { save, issues, failure, forbidden, state, saving, clearPlayer };
}
