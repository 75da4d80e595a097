import { isApiError } from '@phc/api-client';

/** The failures of an exception request the screen explains in words of its own. */
export type RequestFailure = { kind: 'field'; field: string; code: string } | { kind: 'closed' } | { kind: 'duplicate' } | { kind: 'gone' } | { kind: 'forbidden' } | { kind: 'unknown' };

/**
 * SPEC §8: "exception request creation shows server messages one by one, or a generic Error!". The
 * server answers codes, so each code becomes one message; anything unrecognised is the generic one.
 */
export function requestFailures(error: unknown): RequestFailure[] {
  if (!isApiError(error)) return [{ kind: 'unknown' }];
  if (error.status === 400) {
    const fields = Object.entries(error.fields ?? {}).flatMap(([field, codes]) => codes.map((code): RequestFailure => ({ kind: 'field', field, code })));
    return fields.length ? fields : [{ kind: 'unknown' }];
  }
  if (error.status === 403) return [error.code === 'closed' ? { kind: 'closed' } : { kind: 'forbidden' }];
  if (error.status === 409) return [{ kind: 'duplicate' }];
  if (error.status === 404) return [{ kind: 'gone' }];
  return [{ kind: 'unknown' }];
}
