import { useMemo } from 'react';
import { configValue, type MatchDetail, type StaticData } from '@phc/api-contract';
import type { Locale } from '@phc/i18n';
import { categoryPeriodMinutes, getSportRules, scoreFromEvents, walkoverScore, type MatchScore, type Sport } from '@phc/tournaments';
import type { LocalEvent } from '../offline/event-merge';
import { localized, teamName } from './labels';
import { defaultEventType, sportEventTypes, sportStages, toScoreEvents, type ProtocolEventType } from './protocol-model';

/** Everything the protocol screen derives from the static data and the match detail, computed once. */
export function useProtocolModel(sport: Sport, staticData: StaticData, detail: MatchDetail, locale: Locale) {
  return useMemo(() => {
    const stages = sportStages(sport, staticData.matchStages);
    const eventTypes = sportEventTypes(sport, staticData.eventTypes);
    const teamById = new Map(staticData.teams.map((t) => [t.id, t]));
    const { match } = detail;
    const players = new Map([...detail.roster.homeTeamRoster, ...detail.roster.awayTeamRoster].map((p) => [p.participantId, p]));
    const ruleLabel = (code: string) => getSportRules(sport).stages.find((s) => s.code === code)?.label;
    const categoryId = staticData.groups.find((g) => g.id === match.competitionGroupId)?.teamCategoryId ?? teamById.get(match.homeTeamId ?? -1)?.teamCategoryId;
    const category = staticData.teamCategories.find((c) => c.id === categoryId);
    return {
      /** The category's period length: the stopwatch's stage starts and the event windows, as the server checks them. */
      periodMinutes: categoryPeriodMinutes(sport, { smallCourt: category?.smallCourt ?? false }),
      stages,
      eventTypes,
      typeById: new Map<number, ProtocolEventType>(eventTypes.map((t) => [t.id, t])),
      stageById: new Map(stages.map((s) => [s.id, s])),
      homeName: teamName(teamById.get(match.homeTeamId ?? -1), staticData, locale),
      awayName: teamName(teamById.get(match.awayTeamId ?? -1), staticData, locale),
      defaultEventTypeId: defaultEventType(eventTypes, configValue(staticData.configurations, 'default_event_type_position'))?.id ?? null,
      allowScoreWithoutEvents: configValue(staticData.configurations, 'allow_score_without_events') === true,
      stageLabel: (code: string) => localized(stages.find((s) => s.code === code)?.name ?? ruleLabel(code), locale) || code,
      playerLabel: (participantId: number | null) => {
        const p = participantId === null ? undefined : players.get(participantId);
        return p ? `${p.jerseyNumber === null ? '' : `#${p.jerseyNumber} `}${p.lastName} ${p.firstName}` : null;
      },
    };
  }, [sport, staticData, detail, locale]);
}

export type ProtocolModel = ReturnType<typeof useProtocolModel>;

/** The score on screen: a walkover's from the sport, otherwise from the events on this device. */
export function localScore(sport: Sport, detail: MatchDetail, model: ProtocolModel, events: readonly LocalEvent[], stageCode: string | null): MatchScore {
  const { match } = detail;
  if (match.walkOver) {
    const [home, away] = walkoverScore(sport, match.walkOver);
    return { home, away, byStage: [] };
  }
  if (match.homeTeamId === null || match.awayTeamId === null) return { home: 0, away: 0, byStage: [] };
  return scoreFromEvents(sport, { homeTeamId: match.homeTeamId, awayTeamId: match.awayTeamId }, toScoreEvents(events, model.typeById, model.stageById), {
    currentStageCode: stageCode,
    finished: match.state === 'finished' || stageCode === 'end',
  });
}
