import { isApiError } from '@phc/api-client';

/**
 * The server's per-field codes of a 400 (`{ login: ['unknownEmail'] }`) as form errors, so they show on
 * the fields the visitor filled in; null when the failure is not a validation one.
 */
export function fieldErrorsOf(error: unknown): Record<string, string> | null {
  if (!isApiError(error, 400) || !error.fields) return null;
  const out: Record<string, string> = {};
  for (const [field, codes] of Object.entries(error.fields)) if (codes[0]) out[field] = codes[0];
  return Object.keys(out).length ? out : null;
}
