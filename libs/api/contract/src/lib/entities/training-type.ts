import * as v from 'valibot';
import { messageCodes as m } from '../messages';
import { LocalizedSchema } from '../primitives';

// Apart from the trainings (training.ts): the enums answer, which every page reads, lists the types.
export const TrainingTypeSchema = v.object({ id: v.number(), code: v.string(m.invalid), name: LocalizedSchema, pricelistItemId: v.nullable(v.number()) });
export type TrainingType = v.InferOutput<typeof TrainingTypeSchema>;
