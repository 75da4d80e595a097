import type { Training, TrainingInput } from '@phc/api-contract';

/** What the training form edits, as its inputs hold it (text), so nothing typed is lost. */
export interface TrainingFormValues {
  teamId: string;
  day: string;
  preferredTime: string;
  trainingTypeId: string;
  durationInMinutes: string;
  placeId: string;
  /** 'seeking' looks for any rival; 'named' plays a rival the club names (or none). */
  rival: 'seeking' | 'named';
  rivalName: string;
  refereeRequested: boolean;
  note: string;
}

export const emptyTrainingValues = (over: Partial<TrainingFormValues> = {}): TrainingFormValues => ({
  teamId: '',
  day: '',
  preferredTime: '',
  trainingTypeId: '',
  durationInMinutes: '90',
  placeId: '',
  rival: 'named',
  rivalName: '',
  refereeRequested: false,
  note: '',
  ...over,
});

export function trainingToValues(training: Training): TrainingFormValues {
  return {
    teamId: String(training.teamId),
    day: String(training.day),
    preferredTime: training.preferredTime.slice(0, 5),
    trainingTypeId: String(training.trainingTypeId),
    durationInMinutes: String(training.durationInMinutes),
    placeId: training.placeId === null ? '' : String(training.placeId),
    rival: training.seekingRival ? 'seeking' : 'named',
    rivalName: training.rivalName ?? '',
    refereeRequested: training.refereeRequested,
    note: training.note ?? '',
  };
}

/** The contract's input: numbers from the selects, no hall as null, a rival's name only when one is named. */
export function trainingValuesToInput(values: TrainingFormValues): Record<keyof TrainingInput, unknown> {
  const seeking = values.rival === 'seeking';
  return {
    teamId: values.teamId === '' ? undefined : Number(values.teamId),
    day: values.day === '' ? undefined : Number(values.day),
    preferredTime: values.preferredTime,
    trainingTypeId: values.trainingTypeId === '' ? undefined : Number(values.trainingTypeId),
    durationInMinutes: Number(values.durationInMinutes),
    placeId: values.placeId === '' ? null : Number(values.placeId),
    seekingRival: seeking,
    rivalName: !seeking && values.rivalName.trim() ? values.rivalName.trim() : null,
    refereeRequested: values.refereeRequested,
    note: values.note.trim() ? values.note.trim() : null,
  };
}
