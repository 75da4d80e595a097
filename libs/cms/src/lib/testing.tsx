import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { CmsObject } from '@phc/api-contract';
import type { Tournament } from '@phc/tournaments';
import { renderWithTheme } from '@phc/ui/testing';

/** The network edge for component tests: answers by method and path, records what was sent. */
export function mockFetch(routes: Record<string, (body: unknown, url: URL) => { status?: number; body: unknown }>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    calls.push({ method, path: url.pathname, body });
    const handler = routes[`${method} ${url.pathname}`];
    const answer = handler ? handler(body, url) : { status: 404, body: { error: { status: 404, code: 'not_found', message: 'Not found' } } };
    const status = answer.status ?? 200;
    // jsdom has no Response: the few members the client reads.
    return { ok: status >= 200 && status < 300, status, statusText: '', json: async () => answer.body } as Response;
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return { calls, fetchMock };
}

export function renderWithClient(ui: ReactElement, route = '/', tournament?: Tournament) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = renderWithTheme(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>, { route, tournament });
  return { ...view, queryClient };
}

const txt = (cs: string, en: string) => ({ cs, en });

/** A published page "Informace" at version 3, as the editor's tests start from. */
export function pageObject(overrides: Partial<CmsObject> = {}): CmsObject {
  return {
    id: 5,
    type: 'page',
    slug: 'informace',
    data: { slug: txt('informace', 'information'), title: txt('Informace', 'Information'), hero: null, blocks: [] },
    draft: null,
    status: 'published',
    isArchived: false,
    version: 3,
    updatedAt: '2026-04-01T10:00:00.000Z',
    publishedAt: '2026-04-01T10:00:00.000Z',
    ...overrides,
  } as CmsObject;
}
