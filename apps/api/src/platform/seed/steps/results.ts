import { sql } from 'kysely';
import { categoryPeriodMinutes, computeStandings, type EventType } from '@phc/tournaments';
import { finalScore, rallies, setScores, splitScore } from '../scores';
import { insertBatched, slotMinutes, type SeedBase, type StepOut } from './context';
import type { seedPlaces, seedSport } from './catalogue';
import type { seedReferees, seedTeams } from './clubs';
import type { seedRosters } from './rosters';
import type { seedSchedule } from './schedule';

type ResultsInput = SeedBase & StepOut<typeof seedPlaces> & StepOut<typeof seedSport> & StepOut<typeof seedTeams> & StepOut<typeof seedRosters> & StepOut<typeof seedSchedule> & StepOut<typeof seedReferees>;
type EventDef = { minute: number; second: number; type: EventType; team: number; participant: number | null; assist: number | null; stage: string | null };

/** Playing time in minutes (events fall inside it); volleyball sets are placed 20 minutes apart. */
const matchLength: Record<string, number> = { handball: 30, floorball: 30, basketball: 32, volleyball: 60, football: 40 };

/** How a played match's events are made up: goals and cards by minute, or volleyball's rally points by set. */
function eventPlanner({ tournament, rules, random, membersOf, participantDefs, smallCourtOfGroup }: ResultsInput) {
  const penalties = rules.eventTypes.filter((e) => e.scoreDelta === 0 && e.code !== 'timeout' && !e.code.includes('miss') && !e.code.includes('shootout'));
  // The regular periods (halves, thirds, quarters, sets), in order.
  const periods = rules.stages.filter((s) => /^(1st|2nd|3rd|4th|5th)_/.test(s.code)).map((s) => s.code);
  const periodAt = (minute: number, length: number) => periods[Math.min(periods.length - 1, Math.floor(minute / (length / Math.max(1, periods.length))))] ?? null;
  const playersOf = (ti: number) => (membersOf.get(ti) ?? []).filter((p) => !participantDefs[p].is_leader);
  const pointType = rules.eventTypes.find((e) => e.scoreDelta > 0) as EventType;
  return {
    periods,
    periodAt,
    // The category's playing time (@phc/tournaments, what the protocol and the server check events against).
    lengthOf: (group: number) => categoryPeriodMinutes(tournament.sport, { smallCourt: smallCourtOfGroup.get(group) ?? false }) * periods.length || (matchLength[tournament.sport] ?? 30),
    goalEvents: (ti: number, score: number, length: number): EventDef[] => {
      const players = playersOf(ti);
      const scoring = splitScore(score, rules.eventTypes, random).map((type) => {
        const scorer = random.pick(players);
        const assist = type.hasAssist && random.chance(0.6) ? random.pick(players.filter((p) => p !== scorer)) : null;
        return { minute: random.int(0, length - 1), second: random.int(0, 59), type, team: ti, participant: scorer, assist, stage: null };
      });
      const cards = penalties.length > 0 ? Array.from({ length: random.int(0, 2) }, () => ({ minute: random.int(0, length - 1), second: random.int(0, 59), type: random.pick(penalties), team: ti, participant: random.pick(players), assist: null, stage: null })) : [];
      return [...scoring, ...cards].map((e) => ({ ...e, stage: periodAt(e.minute, length) }));
    },
    // Volleyball: every rally point is an event of its set (stage); the match score counts sets won.
    setEvents: (home: number, away: number, score: [number, number]): EventDef[] =>
      setScores(score, random).flatMap((set, k) => {
        const sequence = rallies(set, random);
        return sequence.map((side, r) => {
          const ti = side === 'home' ? home : away;
          const at = k * 20 * 60 + Math.floor((r * 20 * 60) / sequence.length);
          return { minute: Math.floor(at / 60), second: at % 60, type: pointType, team: ti, participant: random.chance(0.7) ? random.pick(playersOf(ti)) : null, assist: null, stage: periods[k] ?? null };
        });
      }),
  };
}

function setsWon(events: EventDef[], ti: number, complete: (stage: string) => boolean): number {
  const sets = new Map<string, Map<number, number>>();
  for (const e of events) {
    const set = sets.get(e.stage as string) ?? new Map<number, number>();
    set.set(e.team, (set.get(e.team) ?? 0) + 1);
    sets.set(e.stage as string, set);
  }
  return [...sets].filter(([stage, points]) => complete(stage) && (points.get(ti) ?? 0) > Math.max(...[...points].filter(([team]) => team !== ti).map(([, n]) => n), 0)).length;
}

/**
 * Today (day 2): a slot is live while its 40 minutes hold now on the tournament's wall clock (kick-offs
 * are Prague's wall clock written in UTC), finished once they are over, to come before. So before 8:00
 * nothing of day 2 has started and in the evening all of it is played: a match that kicked off at 13:20
 * was still live at 20:30 while the slot was clamped into the day's playing hours (issue 24).
 */
function stateClock({ wallNow, slotTime }: ResultsInput) {
  const currentSlot = Math.floor((wallNow.getTime() - slotTime(1, 0).getTime()) / (slotMinutes * 60_000));
  return (dayIndex: number, slot: number) => (dayIndex < 1 || (dayIndex === 1 && slot < currentSlot) ? 'finished' : dayIndex === 1 && slot === currentSlot ? 'live' : 'scheduled');
}

/** Results: events first (minutes, scorers, stage), the score follows from them; a live match is cut at 40 %. */
export async function seedMatches(input: ResultsInput) {
  const { trx, rules, random, teams, halls, planned, slotTime, stageId } = input;
  const planner = eventPlanner(input);
  const stateAt = stateClock(input);
  const plannedEvents: EventDef[][] = [];
  const matchRows = planned.map((m) => {
    const state = m.home !== null ? stateAt(m.when.dayIndex, m.when.slot) : 'scheduled';
    const base = {
      group_id: m.group,
      home_team_id: m.home !== null ? teams[m.home].id : null,
      away_team_id: m.away !== null ? teams[m.away].id : null,
      home_competition_group_id: m.homeGroup,
      away_competition_group_id: m.awayGroup,
      home_source_position: m.homePos,
      away_source_position: m.awayPos,
      starts_at: slotTime(m.when.dayIndex, m.when.slot).toISOString(),
      place_id: halls[m.when.hall].id,
      state,
      home_score: null as number | null,
      away_score: null as number | null,
      walkover: null as string | null,
      stage_id: null as number | null,
      home_roster_state: state === 'scheduled' ? 'unconfirmed' : 'confirmed',
      away_roster_state: state === 'scheduled' ? 'unconfirmed' : 'confirmed',
      version: 1,
    };
    if (state === 'scheduled' || m.home === null || m.away === null) {
      plannedEvents.push([]);
      return base;
    }
    if (state === 'finished' && random.chance(0.01)) {
      const walkover = random.chance(0.5) ? 'home' : 'away';
      const [home, away] = rules.walkover[walkover];
      plannedEvents.push([]);
      return { ...base, walkover, home_score: home, away_score: away, stage_id: stageId('end'), version: 2 };
    }
    const played = playedMatch(input, planner, { group: m.group, home: m.home, away: m.away }, state === 'live');
    plannedEvents.push(played.events);
    return { ...base, ...played.row };
  });
  const matches = await insertBatched(trx, 'matches', matchRows, true);
  // The demo is published: its matches carry the numbers publishing gives (start, then hall), which
  // the printed schedule and the play-off slots ("Vítěz zápasu 37") refer to.
  await sql`update matches set number = ordered.n from (select id, row_number() over (order by starts_at, place_id, id) as n from matches) ordered where matches.id = ordered.id`.execute(trx);
  return { matchRows, matches, plannedEvents };
}

/** A played or live match's events and the score, stage and version they give. */
function playedMatch({ tournament, rules, random, stageId }: ResultsInput, planner: ReturnType<typeof eventPlanner>, m: { group: number; home: number; away: number }, live: boolean) {
  const final = finalScore(tournament.sport, random);
  const length = planner.lengthOf(m.group);
  const liveCut = Math.floor(length * 0.4);
  const all = rules.scoresAreSets
    ? planner.setEvents(m.home, m.away, final)
    : [...planner.goalEvents(m.home, final[0], length), ...planner.goalEvents(m.away, final[1], length)].sort((a, b) => a.minute - b.minute || a.second - b.second);
  const events = live ? all.filter((e) => e.minute < liveCut) : all;
  const current = live ? (events[events.length - 1]?.stage ?? planner.periods[0] ?? null) : 'end';
  // A set counts once it is over: every set of a finished match, all but the one in play of a live one.
  const score = (ti: number) => (rules.scoresAreSets ? setsWon(events, ti, (stage) => !live || stage !== current) : events.filter((e) => e.team === ti).reduce((total, e) => total + e.type.scoreDelta, 0));
  const stage = stageId(live && !rules.scoresAreSets ? planner.periodAt(liveCut, length) : current);
  return { events, row: { home_score: score(m.home), away_score: score(m.away), stage_id: stage, version: 1 + events.length } };
}

type DetailsInput = ResultsInput & StepOut<typeof seedMatches>;

/** Events, rosters and referees of played matches. */
export async function seedMatchDetails({ trx, planned, matchRows, matches, plannedEvents, approvedReferees, membersOf, participantDefs, participants, teams, eventTypeId, stageId }: DetailsInput) {
  const events: Record<string, unknown>[] = [];
  const rosters: Record<string, unknown>[] = [];
  const matchReferees: Record<string, unknown>[] = [];
  planned.forEach((m, i) => {
    const row = matchRows[i];
    const matchId = matches[i].id;
    if (m.home === null || m.away === null) return;
    const refereeCount = row.state === 'scheduled' ? (m.when.dayIndex <= 2 ? 2 : 0) : 2;
    const first = (i * 3) % approvedReferees.length;
    for (let r = 0; r < refereeCount; r++) matchReferees.push({ match_id: matchId, referee_id: approvedReferees[(first + r) % approvedReferees.length].id });
    if (row.state === 'scheduled') return;
    for (const ti of [m.home, m.away]) {
      for (const p of membersOf.get(ti) ?? []) {
        const def = participantDefs[p];
        rosters.push({ match_id: matchId, team_id: teams[ti].id, participant_id: participants[p].id, jersey_number: def.jersey_number, is_leader: def.is_leader, is_captain: def.captain, is_goalkeeper: def.goalkeeper });
      }
    }
    plannedEvents[i].forEach((e, k) =>
      events.push({
        match_id: matchId,
        minute: e.minute,
        second: e.second,
        event_type_id: eventTypeId(e.type),
        team_id: teams[e.team].id,
        participant_id: e.participant === null ? null : participants[e.participant].id,
        assist_participant_id: e.assist === null ? null : participants[e.assist].id,
        stage_id: stageId(e.stage),
        client_id: `seed-${matchId}-${k + 1}`,
      }),
    );
  });
  await insertBatched(trx, 'match_events', events);
  await insertBatched(trx, 'match_rosters', rosters);
  await insertBatched(trx, 'match_referees', matchReferees);
  return { eventCount: events.length };
}

/** Bracket matches whose feeding groups are complete already know their teams. */
export async function seedBracketTeams({ trx, tournament, planned, matchRows, matches }: DetailsInput) {
  const rowsOfGroup = new Map<number, typeof matchRows>();
  matchRows.forEach((row) => rowsOfGroup.set(row.group_id, [...(rowsOfGroup.get(row.group_id) ?? []), row]));
  const teamAt = (groupId: number, position: number): number | null => {
    const rows = rowsOfGroup.get(groupId) ?? [];
    if (rows.length === 0 || rows.some((r) => r.state !== 'finished' || r.home_team_id === null)) return null;
    const table = computeStandings({
      sport: tournament.sport,
      teamIds: [...new Set(rows.flatMap((r) => [r.home_team_id as number, r.away_team_id as number]))],
      matches: rows.map((r, k) => ({ id: k, homeTeamId: r.home_team_id as number, awayTeamId: r.away_team_id as number, homeScore: r.home_score, awayScore: r.away_score, finished: true, walkover: r.walkover as 'home' | null })),
    });
    return table[position - 1]?.teamId ?? null;
  };
  for (const [i, m] of planned.entries()) {
    if (m.homeGroup === null || m.awayGroup === null) continue;
    const home = teamAt(m.homeGroup, m.homePos ?? 1);
    const away = teamAt(m.awayGroup, m.awayPos ?? 1);
    if (home !== null || away !== null) await trx.updateTable('matches').set({ home_team_id: home, away_team_id: away }).where('id', '=', matches[i].id).execute();
  }
}
