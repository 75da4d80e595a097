import { allEndpoints, cmsEndpoints } from '@phc/api-contract';
import { createBareApp } from './bare-app';
import { contractEndpoints } from '../test-utils/contract-endpoints';

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
