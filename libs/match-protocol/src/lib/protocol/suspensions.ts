/**
 * Running time penalties next to the clock: handball 2-minute suspensions, floorball 2- and 5-minute
 * penalties. Derived from the events and the match time only, so every device shows the same.
 */
export interface PenaltyEvent {
  clientId: string;
  teamId: number;
  participantId: number | null;
  minute: number;
  second: number;
  eventTypeId: number;
}

export interface RunningPenalty {
  clientId: string;
  teamId: number;
  participantId: number | null;
  /** Seconds of match time left. */
  remaining: number;
}

/**
 * The penalties still running at `clockSeconds`, fewest seconds left first. `durationOf` gives the
 * penalty length in seconds of an event type, or null for events that send nobody off (10-minute
 * misconducts do not shorten the team, so they are not counted down).
 */
export function runningPenalties(events: readonly PenaltyEvent[], clockSeconds: number, durationOf: (eventTypeId: number) => number | null): RunningPenalty[] {
  const out: RunningPenalty[] = [];
  for (const event of events) {
    const duration = durationOf(event.eventTypeId);
    if (!duration) continue;
    const start = event.minute * 60 + event.second;
    // An event recorded ahead of the clock (a corrected time) has not started yet.
    if (start > clockSeconds) continue;
    const remaining = start + duration - clockSeconds;
    if (remaining > 0) out.push({ clientId: event.clientId, teamId: event.teamId, participantId: event.participantId, remaining });
  }
  return out.sort((a, b) => a.remaining - b.remaining);
}

/** Which event codes count down, and for how long, per sport. */
export function penaltyDurationByCode(sport: string, code: string): number | null {
  if (sport === 'handball') return code === '2min' ? 120 : null;
  if (sport === 'floorball') return code === 'penalty_2min' ? 120 : code === 'penalty_5min' ? 300 : null;
  return null;
}
