import { configValue, tournamentYear, type ConfigValue, type Participant, type ParticipantInput } from '@phc/api-contract';

/**
 * SPEC §4 "participant rules on change" as the web applies them before sending: what a change costs
 * (the teams a participant leaves) and who may lead. The server enforces the same (participants.ts).
 */

export { tournamentYear };

/** Participants under 18 cannot lead; a configured minimum above 0 replaces the 18 (SPEC §4/§9). */
export function minimumLeaderAge(configurations: readonly ConfigValue[]): number {
  const configured = configValue(configurations, 'leader_min_age_years');
  return typeof configured === 'number' && configured > 0 ? configured : 18;
}

/** Whether someone born in `birthYear` is old enough to lead; an unknown year is not. */
export function mayLead(birthYear: number | null, configurations: readonly ConfigValue[], now: Date): boolean {
  if (birthYear === null || !Number.isInteger(birthYear)) return false;
  return tournamentYear(configurations, now) - birthYear >= minimumLeaderAge(configurations);
}

/**
 * The teams a saved change takes the participant out of: all of them when the birth year or the gender
 * changes, none otherwise (a new name or number keeps the teams).
 */
export function teamsLostOnChange(before: Pick<Participant, 'birthYear' | 'gender' | 'teamIds'> | null, after: Pick<ParticipantInput, 'birthYear' | 'gender'>): number[] {
  if (!before || before.teamIds.length === 0) return [];
  return before.birthYear !== after.birthYear || before.gender !== after.gender ? [...before.teamIds] : [];
}

/** The participant as the server will keep it after the change: no teams when they were lost. */
export function applyChange(before: Participant, after: ParticipantInput): Participant {
  const lost = teamsLostOnChange(before, after);
  return {
    ...before,
    firstName: after.firstName,
    lastName: after.lastName,
    birthYear: after.birthYear,
    gender: after.gender,
    isLeader: after.isLeader,
    jerseyNumber: after.jerseyNumber ?? null,
    teamIds: lost.length ? [] : before.teamIds,
  };
}
