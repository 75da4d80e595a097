import { allEndpoints } from '@phc/api-contract';
import { createTestApp, type TestApp } from './platform/test-utils/test-app';

// SPEC §7: the server answers every call of the contract; an endpoint added to the contract without a
// handler fails here rather than as a 404 in a browser.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

describe('contract coverage', () => {
  it.each(allEndpoints.map((e) => [e.name, e] as const))('%s has a handler', (_name, endpoint) => {
    expect(t.app.hasRoute({ method: endpoint.method, url: endpoint.path.replace(/:(\w+)\?/g, ':$1') })).toBe(true);
  });
});
