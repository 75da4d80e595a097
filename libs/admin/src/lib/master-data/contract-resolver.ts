import * as v from 'valibot';
import { set, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';

/**
 * A form resolver from a contract schema: the form's text values become the call's body (`toBody`),
 * the schema the server runs checks it, and each issue lands on the field it names (`formPath` maps a
 * body path such as `availabilityFilter.countries.1` to the form's `countries`). Only a field's first
 * problem shows, as the server answers it.
 */
export function contractResolver<V extends FieldValues, S extends v.GenericSchema>(schema: S, toBody: (values: V) => unknown, formPath: (path: string) => string = (path) => path): Resolver<V, unknown, v.InferOutput<S>> {
  return async (values) => {
    const result = v.safeParse(schema, toBody(values));
    if (result.success) return { values: result.output, errors: {} };
    const errors: FieldErrors<V> = {};
    const seen = new Set<string>();
    for (const issue of result.issues) {
      const path = formPath(v.getDotPath(issue) ?? 'root');
      if (seen.has(path)) continue;
      seen.add(path);
      set(errors, path, { type: 'validation', message: issue.message });
    }
    return { values: {}, errors };
  };
}
