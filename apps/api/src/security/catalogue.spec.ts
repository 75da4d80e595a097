import * as contract from '@phc/api-contract';
import { allEndpoints, cmsEndpoints, type Endpoint } from '@phc/api-contract';
import { createBareApp } from './bare-app';

/** Every endpoint the contract exports, in whatever group: a value with a name, a method, a path and an access list. */
function contractEndpoints(): Endpoint[] {
  const isEndpoint = (value: unknown): value is Endpoint =>
    !!value && typeof value === 'object' && typeof (value as Endpoint).name === 'string' && typeof (value as Endpoint).path === 'string' && typeof (value as Endpoint).method === 'string' && Array.isArray((value as Endpoint).access);
  const found = new Map<string, Endpoint>();
  for (const value of Object.values(contract)) {
    if (isEndpoint(value)) found.set(value.name, value);
    else if (value && typeof value === 'object' && !Array.isArray(value)) for (const inner of Object.values(value)) if (isEndpoint(inner)) found.set(inner.name, inner);
  }
  return [...found.values()];
}

describe('the API catalogue (/apidocs/meta/refs), which the contract fuzz suite walks', () => {
  it('lists every endpoint of the contract', async () => {
    const listed = new Set(allEndpoints.map((e) => e.name));
    const missing = contractEndpoints()
      .map((e) => e.name)
      .filter((name) => !listed.has(name));
    expect(missing).toEqual([]);
    expect(contractEndpoints().length).toBeGreaterThan(100);
  });

  it('answers the same list over HTTP', async () => {
    const t = await createBareApp();
    try {
      const response = await t.app.inject({ method: 'GET', url: cmsEndpoints.apiRefs.path });
      const names = new Set((response.json().endpoints as { name: string }[]).map((e) => e.name));
      expect(contractEndpoints().filter((e) => !names.has(e.name)).map((e) => e.name)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
