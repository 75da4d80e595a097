import { useCallback, useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MatchDetail, ProtocolState, StaticData } from '@phc/api-contract';
import { queryKeys } from '@phc/api-client';
import { useLocale } from '@phc/i18n';
import { clampToWindow, stageWindow, type Sport } from '@phc/tournaments';
import { Button } from '@phc/ui';
import type { LocalEvent } from '../offline/event-merge';
import { useMatchEvents } from '../offline/use-match-events';
import { ClosingPanel } from './closing-panel';
import { EventLog } from './event-log';
import { localScore, useProtocolModel } from './protocol-context';
import { isSealedError, refreshMatch, useMatchStage } from './protocol-api';
import { StyledActionBar, StyledColumn, StyledTools, StyledWorkspace } from './protocol-layout';
import { newestFirst, stageForEvent } from './protocol-model';
import { ProtocolDialogs, type DialogState } from './protocol-dialogs';
import { ConflictList, SealedBanner } from './protocol-banners';
import { ClockColumn } from './clock-column';
import { ScoreHeader } from './score-header';
import { StageBar } from './stage-bar';
import { startWarnings } from './start-warnings';
import { StatusLine } from './status-line';
import { clockAtStageStart, clockTime } from './stopwatch';
import { useProtocolActions } from './use-protocol-actions';
import { useStopwatch } from './use-stopwatch';

export type ProtocolWorkspaceProps = { sport: Sport; staticData: StaticData; detail: MatchDetail; superAdmin: boolean };

/** The state behind the protocol screen: model, events, stage, clock, actions and the log rows. */
function useProtocolState({ sport, staticData, detail }: Omit<ProtocolWorkspaceProps, 'superAdmin'>) {
  const locale = useLocale();
  const queryClient = useQueryClient();
  const matchId = detail.match.id;
  const model = useProtocolModel(sport, staticData, detail, locale);
  const matchEvents = useMatchEvents(matchId);
  const stage = useMatchStage(matchId, detail.match.stageId);
  const stageCode = stage.stageId === null ? null : (model.stageById.get(stage.stageId)?.code ?? null);
  const stopwatch = useStopwatch(matchId);
  const { periodMinutes } = model;
  const windowOf = useCallback((code: string | null) => stageWindow(sport, code, periodMinutes), [sport, periodMinutes]);
  // What a new event is prefilled with: the stopwatch, moved into the stage being played.
  const clock = useCallback(() => {
    const { minute, second } = clockTime(stopwatch.state, Date.now());
    const at = clampToWindow(minute * 60 + second, windowOf(stageCode));
    return { minute: Math.floor(at / 60), second: at % 60 };
  }, [stopwatch.state, windowOf, stageCode]);
  const stageFor = useCallback(
    (time: { minute: number; second: number }) => stageForEvent(sport, model.stages, stage.stageId === null ? null : (model.stageById.get(stage.stageId) ?? null), time, windowOf),
    [sport, model, stage.stageId, windowOf],
  );
  // A new stage continues the clock at its start (the second of 20-minute halves at 20:00).
  const { dispatch } = stopwatch;
  const changeStage = useCallback(
    (stageId: number) => {
      const code = model.stageById.get(stageId)?.code ?? null;
      const now = Date.now();
      const target = code === 'end' ? null : clockAtStageStart(stopwatch.state, now, windowOf(code));
      if (target !== null) dispatch({ type: 'jump', ms: target, now });
      void stage.change(stageId);
    },
    [model, stopwatch.state, windowOf, dispatch, stage],
  );
  const actions = useProtocolActions({ sport, detail, model, matchEvents, stageId: stage.stageId, stageCode, clock, stageFor });

  // The sync found the protocol sealed (by another device): show the seal from the server.
  useEffect(() => {
    if (matchEvents.status.sealed && detail.protocol.sealedAt === null) void refreshMatch(queryClient, matchId);
  }, [matchEvents.status.sealed, detail.protocol.sealedAt, queryClient, matchId]);

  const conflictIds = useMemo(() => new Set(matchEvents.status.conflicts.map((c) => c.clientId)), [matchEvents.status.conflicts]);
  const rows = useMemo(
    () =>
      newestFirst(matchEvents.events).map((event) => ({
        event,
        typeLabel: model.typeById.get(event.eventTypeId)?.name[locale] ?? '',
        teamLabel: event.teamId === detail.match.homeTeamId ? model.homeName : model.awayName,
        playerLabel: model.playerLabel(event.participantId),
        conflict: conflictIds.has(event.clientId),
      })),
    [matchEvents.events, model, locale, detail.match.homeTeamId, conflictIds],
  );
  const sealed = detail.protocol.sealedAt !== null || matchEvents.status.sealed;
  return {
    matchId,
    queryClient,
    model,
    matchEvents,
    stage,
    stageCode,
    stopwatch,
    clock,
    changeStage,
    actions,
    rows,
    sealed,
    readOnly: sealed || !matchEvents.ready,
    score: localScore(sport, detail, model, matchEvents.events, stageCode),
    finished: detail.match.state === 'finished' || stageCode === 'end',
  };
}

/** The reporter's bench: score, stage, clock, events and closing of one match. */
export function ProtocolWorkspace({ sport, staticData, detail, superAdmin }: ProtocolWorkspaceProps) {
  const { t } = useLingui();
  const { matchId, queryClient, model, matchEvents, stage, stageCode, stopwatch, clock, changeStage, actions, rows, sealed, readOnly, score, finished } = useProtocolState({ sport, staticData, detail });
  const [dialog, setDialog] = useState<DialogState>(null);
  const setProtocol = (protocol: ProtocolState) => queryClient.setQueryData<MatchDetail>(queryKeys.match(matchId), (old) => (old ? { ...old, protocol } : old));

  return (
    <>
      {sealed && <SealedBanner matchId={matchId} protocol={detail.protocol} canReopen={superAdmin} />}
      <StyledWorkspace>
        <StyledColumn $area="score" aria-label={t`Skóre a části zápasu`}>
          <ScoreHeader homeName={model.homeName} awayName={model.awayName} score={score} stageLabel={model.stageLabel} walkover={detail.match.walkOver !== null} />
          <StatusLine status={matchEvents.status} />
          <ConflictList conflicts={matchEvents.status.conflicts} describe={(e) => rows.find((r) => r.event.clientId === e.clientId)?.typeLabel ?? ''} onDismiss={matchEvents.dismissConflicts} />
          <StageBar stages={model.stages} stageId={stage.stageId} label={model.stageLabel} pending={stage.pending} failed={stage.error !== null && !isSealedError(stage.error)} disabled={readOnly} startWarnings={startWarnings(detail, model)} onChange={changeStage} />
          {!readOnly && (
            <StyledTools>
              <Button variant="secondary" onClick={() => setDialog({ kind: 'score' })}>
                <Trans>Zadat skóre</Trans>
              </Button>
              <Button variant="secondary" onClick={() => setDialog({ kind: 'walkover' })}>
                <Trans>Kontumace</Trans>
              </Button>
            </StyledTools>
          )}
          {finished && !sealed && (
            <ClosingPanel matchId={matchId} protocol={detail.protocol} homeName={model.homeName} awayName={model.awayName} referees={detail.referees} pendingEvents={matchEvents.status.pending} onProtocol={setProtocol} onSealed={() => void refreshMatch(queryClient, matchId)} />
          )}
        </StyledColumn>
        <ClockColumn sport={sport} detail={detail} model={model} events={matchEvents.events} stopwatch={stopwatch} readOnly={readOnly} score={score} stageCode={stageCode}
          finished={finished}
          onTeamPoint={(teamId) => void actions.addTeamPoint(teamId)}
          onPoints={(teamId, eventTypeId) => setDialog({ kind: 'event', initial: { teamId, eventTypeId }, editing: null })}
          onGoal={(teamId) => setDialog({ kind: 'goal', teamId })}
        />
        <StyledColumn $area="log" aria-label={t`Průběh zápasu`}>
          <h2>
            <Trans>Události</Trans>
          </h2>
          <EventLog<LocalEvent> rows={rows} readOnly={readOnly} showTime={sport !== 'volleyball'} onEdit={(event) => setDialog({ kind: 'event', initial: event, editing: event })} onRemove={(event) => void actions.removeEvent(event)} />
        </StyledColumn>
      </StyledWorkspace>
      {!readOnly && (
        <StyledActionBar>
          <Button variant="secondary" disabled={matchEvents.events.length === 0} onClick={() => void matchEvents.undoLast()}>
            <Trans>Vrátit poslední</Trans>
          </Button>
          <Button onClick={() => setDialog({ kind: 'event', initial: null, editing: null })}>
            <Trans>Přidat událost</Trans>
          </Button>
        </StyledActionBar>
      )}
      <ProtocolDialogs dialog={dialog} onClose={() => setDialog(null)} onDialog={setDialog} sport={sport} detail={detail} model={model} stageCode={stageCode} periodMinutes={model.periodMinutes} clock={clock} score={score} actions={actions} />
    </>
  );
}
