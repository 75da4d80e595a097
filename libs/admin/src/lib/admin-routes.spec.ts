import { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { createAdminRoutes } from './admin-routes';
import { adminQueries } from './queries/admin-queries';
import { competitionQueries } from './queries/competition-queries';
import { trainingQueries } from './queries/trainings-queries';

// The reads never answer: what is under test is which of them a route starts, not their data.
jest.mock('@phc/api-client', () => ({ ...jest.requireActual('@phc/api-client'), apiRequest: jest.fn(() => new Promise(() => undefined)) }));

function load(client: QueryClient, path: string, params: Record<string, string> = {}) {
  const czech = createAdminRoutes(client).find((r) => r.path === '/')?.children ?? [];
  const route = czech.find((r: RouteObject) => r.path === path);
  if (typeof route?.loader !== 'function') throw new Error(`no loader on ${path}`);
  const args = { params, request: new Request(`http://localhost/admin/${path}`), context: undefined } as unknown as LoaderFunctionArgs;
  return route.loader(args);
}

const fetching = (client: QueryClient, key: readonly unknown[]) => client.getQueryState(key)?.fetchStatus;

describe('the administration screens start their first reads with their code', () => {
  it('a decision list asks for what waits for a decision, as the screen first shows it', async () => {
    const client = new QueryClient();
    expect(await load(client, 'transfers')).toBeNull();
    expect(fetching(client, adminQueries.transfers('unconfirmed').queryKey)).toBe('fetching');
    await load(client, 'trainings');
    expect(fetching(client, trainingQueries.trainings('pending').queryKey)).toBe('fetching');
  });

  it('a detail screen reads the record of its address, and nothing for an address that is no id', async () => {
    const client = new QueryClient();
    await load(client, 'competition/:categoryId', { categoryId: '12' });
    expect(fetching(client, competitionQueries.detail(12).queryKey)).toBe('fetching');
    await load(client, 'clubs/:id', { id: 'abc' });
    expect(client.getQueryCache().findAll({ queryKey: ['admin', 'clubs'] })).toHaveLength(0);
  });
});
