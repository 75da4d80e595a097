import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-error';

/** What a form did with a failed save's per-field codes. */
export interface ServerFieldErrors {
  /** How many of the form's own fields took a code. */
  shown: number;
  /** The first code of each path the form has no field for (a summary above the form shows them). */
  other: string[];
}

/**
 * Puts a 400's per-field codes onto the form's own fields, the first of them focused, so each message
 * shows where the user typed and nothing typed is lost. `fields` lists the form's field paths, or
 * tells whether a path is one. Null when the failure is not a validation one (network, 403, 409...).
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly string[] | ((path: string) => boolean),
  setError: UseFormSetError<T>,
): ServerFieldErrors | null {
  if (!isApiError(error, 400) || Object.keys(error.fields).length === 0) return null;
  const isField = typeof fields === 'function' ? fields : (path: string) => fields.includes(path);
  const result: ServerFieldErrors = { shown: 0, other: [] };
  for (const [path, codes] of Object.entries(error.fields)) {
    const code = codes[0] ?? 'invalid';
    if (isField(path)) {
      setError(path as Path<T>, { type: 'server', message: code }, { shouldFocus: result.shown === 0 });
      result.shown++;
    } else result.other.push(code);
  }
  return result;
}
