import type { MatchDetail } from '@phc/api-contract';
import type { MatchScore, Sport } from '@phc/tournaments';
import type { LocalEvent } from '../offline/event-merge';
import { EventDialog, type EventDraft } from './event-dialog';
import { GoalDialog } from './goal-dialog';
import type { ProtocolModel } from './protocol-context';
import { ScoreDialog } from './score-dialog';
import type { useProtocolActions } from './use-protocol-actions';
import { WalkoverDialog } from './walkover-dialog';

export type DialogState =
  | { kind: 'event'; initial: Partial<EventDraft> | null; editing: LocalEvent | null }
  | { kind: 'goal'; teamId: number }
  | { kind: 'score' }
  | { kind: 'walkover' }
  | null;

export type ProtocolDialogsProps = {
  dialog: DialogState;
  onClose: () => void;
  /** Another dialog in place of this one (the goal's details open the event dialog). */
  onDialog: (next: DialogState) => void;
  sport: Sport;
  detail: MatchDetail;
  model: ProtocolModel;
  stageCode: string | null;
  periodMinutes: number;
  clock: () => { minute: number; second: number };
  score: MatchScore;
  actions: ReturnType<typeof useProtocolActions>;
};

/** The event, score and walkover dialogs of the protocol screen; one at a time. */
export function ProtocolDialogs({ dialog, onClose, onDialog, sport, detail, model, stageCode, periodMinutes, clock, score, actions }: ProtocolDialogsProps) {
  const { match, roster } = detail;
  const home = { id: match.homeTeamId ?? -1, name: model.homeName, roster: roster.homeTeamRoster };
  const away = { id: match.awayTeamId ?? -2, name: model.awayName, roster: roster.awayTeamRoster };
  // Volleyball's direct entry is the set being played; the match score there is sets, made of those.
  const setLine = score.byStage.find((line) => line.stageCode === stageCode);
  const current = sport === 'volleyball' ? { home: setLine?.home ?? 0, away: setLine?.away ?? 0 } : { home: score.home, away: score.away };
  const rosterEmpty = roster.homeTeamRoster.length === 0 || roster.awayTeamRoster.length === 0;
  const eventOpen = dialog?.kind === 'event';
  // An edited event keeps its stage: its time is checked against that stage's window, as the server does.
  const editedStage = eventOpen && dialog.editing?.stageId != null ? model.stageById.get(dialog.editing.stageId)?.code : undefined;
  const goalTeam = dialog?.kind === 'goal' ? (dialog.teamId === home.id ? home : away) : null;
  const goalType = model.eventTypes.find((e) => e.code === 'goal');
  const goalTime = goalTeam ? clock() : { minute: 0, second: 0 };
  return (
    <>
      <GoalDialog
        open={goalTeam !== null}
        team={goalTeam}
        time={goalTime}
        onClose={onClose}
        onDetails={() => onDialog({ kind: 'event', initial: { teamId: goalTeam?.id, eventTypeId: goalType?.id }, editing: null })}
        onScorer={async (participantId) => {
          if (!goalTeam || !goalType) return;
          await actions.saveEvent({ teamId: goalTeam.id, eventTypeId: goalType.id, participantId, assistParticipantId: null, ...goalTime }, null);
          onClose();
        }}
      />
      <EventDialog
        open={eventOpen}
        initial={eventOpen ? dialog.initial : null}
        editing={eventOpen && dialog.editing !== null}
        sport={sport}
        stageCode={editedStage ?? stageCode}
        periodMinutes={periodMinutes}
        home={home}
        away={away}
        eventTypes={model.eventTypes}
        defaultEventTypeId={model.defaultEventTypeId}
        clock={eventOpen ? clock() : { minute: 0, second: 0 }}
        onClose={onClose}
        onSave={async (draft) => {
          await actions.saveEvent(draft, eventOpen ? dialog.editing : null);
          onClose();
        }}
      />
      <ScoreDialog
        open={dialog?.kind === 'score'}
        homeName={model.homeName}
        awayName={model.awayName}
        current={current}
        blocked={rosterEmpty && !model.allowScoreWithoutEvents}
        ofSet={sport === 'volleyball'}
        onSave={(target) => actions.saveScore(target, current)}
        onClose={onClose}
      />
      <WalkoverDialog open={dialog?.kind === 'walkover'} sport={sport} homeName={model.homeName} awayName={model.awayName} onConfirm={actions.walkover} onClose={onClose} />
    </>
  );
}
