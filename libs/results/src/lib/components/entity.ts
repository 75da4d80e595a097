import { NotFoundError } from './query-boundary';

/** A positive whole-number route id, or a not-found error for anything else. */
export function routeId(value: string | undefined): number {
  if (!value || !/^\d{1,9}$/.test(value) || Number(value) < 1) throw new NotFoundError(`Not an id: ${String(value)}`);
  return Number(value);
}

/** The entity, or a not-found error the boundary shows as "not found". */
export function found<T>(value: T | undefined | null): T {
  if (value === undefined || value === null) throw new NotFoundError('Not in the competition data');
  return value;
}
