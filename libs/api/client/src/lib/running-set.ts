import { useQuery } from '@tanstack/react-query';
import { queries } from './queries';

/** What the running set needs of a match event (the match detail's events). */
export interface SetEvent {
  eventTypeId: number;
  teamId: number;
  stageId?: number | null;
}

/** What it needs of an event type (the static data's): how many points the event scores. */
export interface SetEventType {
  id: number;
  scoreDelta: number;
}

/** The rally score of one set so far; 0:0 before its first point. */
export function runningSetScore(events: readonly SetEvent[], eventTypes: readonly SetEventType[], stageId: number, homeTeamId: number | null): { home: number; away: number } {
  const points = new Map(eventTypes.map((type) => [type.id, Math.max(type.scoreDelta, 0)]));
  const score = { home: 0, away: 0 };
  for (const event of events) {
    if (event.stageId !== stageId) continue;
    score[event.teamId === homeTeamId ? 'home' : 'away'] += points.get(event.eventTypeId) ?? 0;
  }
  return score;
}

/**
 * "4. set 14:12": the set being played and its rally score, written the same wherever a live match
 * shows it (the schedule's cards, the home page's live block). The set's name comes from the data in
 * the page's language, so the text needs no message of its own.
 */
export function formatRunningSet(setName: string, score: { home: number; away: number }): string {
  return [setName, `${score.home}:${score.away}`].filter(Boolean).join(' ');
}

/**
 * Whether a match shows its running set: being played, in a sport scored by sets (the match score is
 * sets won, which says little while a set runs) and with the set under way known.
 */
export function showsRunningSet<M extends { state: string; stageId: number | null }>(match: M, scoresAreSets: boolean): match is M & { stageId: number } {
  return scoresAreSets && match.state === 'live' && match.stageId !== null;
}

/**
 * The running set of a match that `showsRunningSet` ("4. set 14:12"), from its detail and the set
 * names of the static data; null until both are read. Live updates refresh the detail where the page
 * follows the stream; elsewhere `refetchInterval` keeps it current.
 */
export function useRunningSet(match: { id: number; stageId: number; homeTeamId: number | null }, locale: 'cs' | 'en', refetchInterval?: number): string | null {
  const detail = useQuery({ ...queries.match(match.id), refetchInterval }).data;
  const staticData = useQuery(queries.static()).data;
  if (!detail || !staticData) return null;
  const name = staticData.matchStages.find((stage) => stage.id === match.stageId)?.name;
  return formatRunningSet(name ? name[locale] || name.cs : '', runningSetScore(detail.events, staticData.eventTypes, match.stageId, match.homeTeamId));
}
