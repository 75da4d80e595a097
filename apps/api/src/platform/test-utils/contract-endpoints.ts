import * as contract from '@phc/api-contract';
import type { Endpoint } from '@phc/api-contract';

/** Every endpoint the contract exports, in whatever group: a value with a name, a method, a path and an access list. */
export function contractEndpoints(): Endpoint[] {
  const isEndpoint = (value: unknown): value is Endpoint =>
    !!value && typeof value === 'object' && typeof (value as Endpoint).name === 'string' && typeof (value as Endpoint).path === 'string' && typeof (value as Endpoint).method === 'string' && Array.isArray((value as Endpoint).access);
  const found = new Map<string, Endpoint>();
  for (const value of Object.values(contract)) {
    if (isEndpoint(value)) found.set(value.name, value);
    else if (value && typeof value === 'object' && !Array.isArray(value)) for (const inner of Object.values(value)) if (isEndpoint(inner)) found.set(inner.name, inner);
  }
  return [...found.values()];
}
