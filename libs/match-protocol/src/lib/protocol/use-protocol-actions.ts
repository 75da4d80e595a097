import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import type { MatchDetail } from '@phc/api-contract';
import { isApiError } from '@phc/api-client';
import { useLocale } from '@phc/i18n';
import type { Sport, WalkoverType } from '@phc/tournaments';
import { pushAlert, useConfirm } from '@phc/ui';
import type { MatchEvents } from '../offline/use-match-events';
import type { LocalEvent } from '../offline/event-merge';
import type { EventDraft } from './event-dialog';
import type { ProtocolModel } from './protocol-context';
import { isSealedError, refreshMatch, sendWalkover } from './protocol-api';
import { planScoreChange } from './protocol-model';
import { formatClock } from './stopwatch';

export interface ActionContext {
  sport: Sport;
  detail: MatchDetail;
  model: ProtocolModel;
  matchEvents: MatchEvents;
  stageId: number | null;
  stageCode: string | null;
  clock: () => { minute: number; second: number };
  /** The stage a new event at this time belongs to (see stageForEvent). */
  stageFor: (time: { minute: number; second: number }) => number | null;
}

/** What the protocol's buttons do: events go to the device store first (L's hook), the rest straight to the server. */
export function useProtocolActions({ sport, detail, model, matchEvents, stageId, stageCode, clock, stageFor }: ActionContext) {
  const { t } = useLingui();
  const locale = useLocale();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const matchId = detail.match.id;

  const saveEvent = useCallback(
    async (draft: EventDraft, editing: LocalEvent | null) => {
      if (editing) await matchEvents.update(editing.clientId, draft);
      else await matchEvents.add({ ...draft, stageId: stageFor(draft) });
    },
    [matchEvents, stageFor],
  );

  const removeEvent = useCallback(
    async (event: LocalEvent) => {
      const type = model.typeById.get(event.eventTypeId);
      const what = `${formatClock(event.minute, event.second)} ${type ? type.name[locale] : ''}`.trim();
      const ok = await confirm({ title: t`Odebrat událost?`, message: t`Událost ${what} se z protokolu odebere.`, confirmLabel: t`Odebrat`, danger: true });
      if (ok) await matchEvents.remove(event.clientId);
    },
    [confirm, locale, matchEvents, model, t],
  );

  /** A rally point (volleyball) or a team event: no player, recorded at once. */
  const addTeamPoint = useCallback(
    async (teamId: number) => {
      const point = model.eventTypes.find((e) => e.scoreDelta > 0);
      if (point) await matchEvents.add({ teamId, eventTypeId: point.id, participantId: null, assistParticipantId: null, stageId, ...clock() });
    },
    [clock, matchEvents, model, stageId],
  );

  const saveScore = useCallback(
    async (target: { home: number; away: number }, current: { home: number; away: number }) => {
      const { homeTeamId, awayTeamId } = detail.match;
      if (homeTeamId === null || awayTeamId === null) throw new Error('no teams');
      // Volleyball edits the set being played: only its events may be taken back.
      const events = sport === 'volleyball' ? matchEvents.events.filter((e) => e.stageId === stageId) : matchEvents.events;
      const plans = [
        planScoreChange({ teamId: homeTeamId, current: current.home, target: target.home }, events, model.eventTypes),
        planScoreChange({ teamId: awayTeamId, current: current.away, target: target.away }, events, model.eventTypes),
      ];
      const at = clock();
      for (const plan of plans) {
        for (const clientId of plan.remove) await matchEvents.remove(clientId);
        for (const add of plan.add) await matchEvents.add({ ...add, participantId: null, assistParticipantId: null, stageId: sport === 'volleyball' ? stageId : stageFor(at), ...at });
      }
    },
    [clock, detail, matchEvents, model, sport, stageId, stageFor],
  );

  const walkover = useCallback(
    async (type: WalkoverType) => {
      try {
        await refreshMatch(queryClient, matchId, await sendWalkover(matchId, type));
        pushAlert({ type: 'success', message: t`Kontumace byla uložena.` });
      } catch (error) {
        if (isSealedError(error)) await refreshMatch(queryClient, matchId);
        throw error;
      }
    },
    [matchId, queryClient, t],
  );

  return { saveEvent, removeEvent, addTeamPoint, saveScore, walkover, stageCode, isNetworkError: (e: unknown) => isApiError(e) && e.isNetworkError };
}
