import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { compareCzech, type AdminTraining, type TrainingDecisionBody, type TrainingState } from '@phc/api-contract';
import { searchKey } from '../logic/club-list';
import { teamRefName } from '@phc/tournaments';

/** The columns the trainings table sorts by. */
export type TrainingSort = 'date' | 'club' | 'state';

/** What still waits for a decision first. */
const stateOrder: Record<TrainingState, number> = { pending: 0, approved: 1, rejected: 2, cancelled: 3 };

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The slot a training holds: the final one once decided, else the club's preferred time for its length. */
export function slotOf(training: Pick<AdminTraining, 'startTime' | 'endTime' | 'preferredTime' | 'durationInMinutes'>): { from: string; to: string; final: boolean } {
  if (training.startTime && training.endTime) return { from: training.startTime, to: training.endTime, final: true };
  const from = training.preferredTime;
  return { from, to: timeOf(Math.min(24 * 60 - 1, minutesOf(from) + training.durationInMinutes)), final: false };
}

// Czech, the organisers' language: sorting and searching by club go by the same text in both languages.
const clubLabel = (training: AdminTraining) => teamRefName(training.team, 'cs');

/**
 * A row's search text, kept per training object: the query cache hands the same objects to every
 * render, so typing in the search box folds each club name once, not once per keystroke.
 */
const searchKeys = new WeakMap<AdminTraining, string>();
function searchKeyOf(training: AdminTraining, label: string): string {
  let key = searchKeys.get(training);
  if (key === undefined) {
    key = searchKey(label);
    searchKeys.set(training, key);
  }
  return key;
}

/** What a row is compared by, computed once per row rather than once per comparison. */
type Keyed = { training: AdminTraining; label: string; when: string };

/**
 * The rows the table shows: those matching the text (club or team, without accents or case), sorted by
 * one column; ties go by date and time, then id, so the order never jumps between renders.
 */
export function visibleTrainings(trainings: readonly AdminTraining[], text: string, sort: TrainingSort): AdminTraining[] {
  const needle = searchKey(text);
  const keyed: Keyed[] = [];
  for (const training of trainings) {
    const label = clubLabel(training);
    if (needle && !searchKeyOf(training, label).includes(needle)) continue;
    keyed.push({ training, label, when: `${training.date} ${slotOf(training).from}` });
  }
  const byDate = (a: Keyed, b: Keyed) => (a.when < b.when ? -1 : a.when > b.when ? 1 : a.training.id - b.training.id);
  const compare: Record<TrainingSort, (a: Keyed, b: Keyed) => number> = {
    date: byDate,
    club: (a, b) => compareCzech(a.label, b.label) || byDate(a, b),
    state: (a, b) => stateOrder[a.training.state] - stateOrder[b.training.state] || byDate(a, b),
  };
  return keyed.sort(compare[sort]).map((row) => row.training);
}

/** The decision dialog's inputs: text, as typed. */
export type TrainingDecisionValues = {
  startTime: string;
  endTime: string;
  placeId: string;
  price: string;
  refereeId: string;
  reason: string;
};

/** An approval starts from what the training holds (or the club asked for); a rejection from an empty reason. */
export function decisionDefaults(training: AdminTraining): TrainingDecisionValues {
  const slot = slotOf(training);
  return {
    startTime: slot.from,
    endTime: slot.to,
    placeId: training.placeId === null ? '' : String(training.placeId),
    price: training.price === null ? '' : String(training.price),
    refereeId: training.refereeId === null ? '' : String(training.refereeId),
    reason: training.resolutionReason ?? '',
  };
}

/** Empty is null; a whole number is a number; anything else stays text for the schema to refuse. */
function numberOrNull(text: string): number | string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
}

/** The body the contract's schema checks; a rejection sends only its reason. */
export function decisionBody(values: TrainingDecisionValues, state: 'approved' | 'rejected'): TrainingDecisionBody {
  if (state === 'rejected') return { state, reason: values.reason };
  return {
    state,
    reason: values.reason,
    startTime: values.startTime.trim() || null,
    endTime: values.endTime.trim() || null,
    placeId: numberOrNull(values.placeId) as number | null,
    price: numberOrNull(values.price),
    refereeId: numberOrNull(values.refereeId) as number | null,
  };
}

export const trainingStateLabels: Record<TrainingState, MessageDescriptor> = {
  pending: msg`Čeká`,
  approved: msg`Schválený`,
  rejected: msg`Zamítnutý`,
  cancelled: msg`Zrušený klubem`,
};

/** What each refusal of a decision means for the organiser. */
export const trainingConflictMessages: Record<string, MessageDescriptor> = {
  hall_booked: msg`Hala je v tu dobu obsazená jiným tréninkem.`,
  referee_busy: msg`Rozhodčí má v tu dobu jiný trénink.`,
  training_cancelled: msg`Klub trénink mezitím zrušil.`,
};
