import type { Participant, ParticipantInput } from '@phc/api-contract';

/** What the participant form's inputs hold: text, as typed. */
export interface ParticipantFormValues {
  firstName: string;
  lastName: string;
  birthYear: string;
  gender: string;
  isLeader: boolean;
  jerseyNumber: string;
  captain: boolean;
  goalkeeper: boolean;
}

export const emptyParticipantValues: ParticipantFormValues = { firstName: '', lastName: '', birthYear: '', gender: '', isLeader: false, jerseyNumber: '', captain: false, goalkeeper: false };

export function participantToValues(p: Participant): ParticipantFormValues {
  return {
    firstName: p.firstName,
    lastName: p.lastName,
    birthYear: String(p.birthYear),
    gender: p.gender,
    isLeader: p.isLeader,
    jerseyNumber: p.jerseyNumber === null ? '' : String(p.jerseyNumber),
    captain: p.tournamentSpecificAttributes.captain,
    goalkeeper: p.tournamentSpecificAttributes.goalkeeper,
  };
}

const numberOrText = (text: string) => (text.trim() === '' ? undefined : /^\d+$/.test(text.trim()) ? Number(text.trim()) : text);

/**
 * The contract's input from the form (before validation): an empty year stays missing so the schema says
 * "Birth year is mandatory"; the leader flag is dropped when the person is too young to lead; captain and
 * goalkeeper only in floorball.
 */
export function valuesToInput(values: ParticipantFormValues, options: { mayLead: boolean; floorball: boolean }): Record<string, unknown> {
  const jersey = numberOrText(values.jerseyNumber);
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    birthYear: numberOrText(values.birthYear),
    gender: values.gender === '' ? undefined : values.gender,
    isLeader: options.mayLead && values.isLeader,
    jerseyNumber: jersey === undefined ? null : jersey,
    tournamentSpecificAttributes: options.floorball ? { captain: values.captain, goalkeeper: values.goalkeeper } : {},
  } satisfies Partial<Record<keyof ParticipantInput, unknown>>;
}
