import { Trans, useLingui } from '@lingui/react/macro';
import type { MatchDetail } from '@phc/api-contract';
import { useLocale } from '@phc/i18n';
import { getSportRules, sportUsesClock, type MatchScore, type Sport } from '@phc/tournaments';
import type { LocalEvent } from '../offline/event-merge';
import type { ProtocolModel } from './protocol-context';
import { StyledColumn } from './protocol-layout';
import { GoalButtons, PointButtons, RallyButtons, RunningPenaltiesList } from './sport-aids';
import { StopwatchPanel } from './stopwatch-panel';
import { clockTime, formatClock } from './stopwatch';
import { penaltyDurationByCode, runningPenalties } from './suspensions';
import { useNow, type useStopwatch } from './use-stopwatch';

export type ClockColumnProps = {
  sport: Sport;
  detail: MatchDetail;
  model: ProtocolModel;
  events: readonly LocalEvent[];
  stopwatch: ReturnType<typeof useStopwatch>;
  readOnly: boolean;
  score: MatchScore;
  stageCode: string | null;
  /** The match has ended: nobody is serving a suspension any more. */
  finished: boolean;
  onTeamPoint: (teamId: number) => void;
  onPoints: (teamId: number, eventTypeId: number) => void;
  /** A team's goal button: the scorer is asked next. */
  onGoal: (teamId: number) => void;
};

/** The clock with what a bench of the sport needs next to it. */
export function ClockColumn({ sport, detail, model, events, stopwatch, readOnly, score, stageCode, finished, onTeamPoint, onPoints, onGoal }: ClockColumnProps) {
  const { t } = useLingui();
  const locale = useLocale();
  // Ticks here only: the running clock redraws this column, not the whole screen and its log.
  const now = useNow(stopwatch.state.running);
  const { homeTeamId, awayTeamId } = detail.match;
  const teamOf = (side: 'home' | 'away') => (side === 'home' ? homeTeamId : awayTeamId) ?? -1;
  // The one recorded last (what the reporter just typed), not the latest in match time.
  const last = events.reduce<LocalEvent | undefined>((found, e) => (!found || Date.parse(e.updatedAt) >= Date.parse(found.updatedAt) ? e : found), undefined);
  const lastText = last ? `${sport === 'volleyball' ? '' : `${formatClock(last.minute, last.second)} `}${model.typeById.get(last.eventTypeId)?.name[locale] ?? ''} · ${last.teamId === homeTeamId ? model.homeName : model.awayName}` : null;
  const { minute, second } = clockTime(stopwatch.state, now);
  const penalties = finished ? [] : runningPenalties(events, minute * 60 + second, (id) => penaltyDurationByCode(sport, model.typeById.get(id)?.code ?? ''));
  const goalType = model.eventTypes.find((e) => e.code === 'goal');
  const periods = { count: getSportRules(sport).playingTime?.periods ?? 0, minutes: model.periodMinutes };
  const setLine = score.byStage.find((line) => line.stageCode === stageCode) ?? { home: 0, away: 0 };
  const pointType = (points: number) => model.eventTypes.find((e) => e.scoreDelta === points);

  return (
    <StyledColumn $area="clock" aria-label={sport === 'volleyball' ? t`Body` : t`Stopky`}>
      {sportUsesClock(sport) && (
        <StopwatchPanel state={stopwatch.state} now={now} dispatch={stopwatch.dispatch} disabled={readOnly} periods={periods}>
          <RunningPenaltiesList penalties={penalties} describe={(p) => `${p.teamId === homeTeamId ? model.homeName : model.awayName} ${model.playerLabel(p.participantId) ?? ''}`.trim()} />
        </StopwatchPanel>
      )}
      {goalType && !readOnly && <GoalButtons homeName={model.homeName} awayName={model.awayName} disabled={finished} onGoal={(side) => onGoal(teamOf(side))} />}
      {sport === 'volleyball' && <RallyButtons homeName={model.homeName} awayName={model.awayName} setScore={setLine} disabled={readOnly || stageCode === null || stageCode === 'end'} onPoint={(side) => onTeamPoint(teamOf(side))} />}
      {sport === 'basketball' && (
        <PointButtons
          homeName={model.homeName}
          awayName={model.awayName}
          disabled={readOnly}
          onPoints={(side, points) => {
            const type = pointType(points);
            if (type) onPoints(teamOf(side), type.id);
          }}
        />
      )}
      <p>
        <Trans>Poslední událost:</Trans> {lastText ?? <Trans>žádná</Trans>}
      </p>
    </StyledColumn>
  );
}
