import { QueryClient } from '@tanstack/react-query';
import { webQueryKeys } from '@phc/api-client';
import { preloadFetch, startFirstData, type FirstData, type FirstDataMatch } from './first-data';

const match = (id: string, handle?: unknown, params: Record<string, string> = {}): FirstDataMatch => ({ route: { id, handle }, params });
const matchesFor = (layout: string, routeName: string, params: Record<string, string> = {}) => [
  match('root'),
  match('locale-cs'),
  match(`layout-${layout}-cs`),
  match(`${routeName}-cs`, { routeName, locale: 'cs' }, params),
];

function setup() {
  const queryClient = new QueryClient();
  const prefetch = jest.spyOn(queryClient, 'prefetchQuery').mockResolvedValue(undefined);
  const preload = jest.fn();
  const framed = jest.fn();
  const page = jest.fn();
  const feature: FirstData = { framed: [framed], routes: { stranka: page }, preloads: { 'vysledky-podle-dni': () => ['/api/v1/competition/static', '/api/v1/competition/live'] } };
  return { queryClient, prefetch, preload, framed, page, feature };
}

describe('startFirstData', () => {
  it('starts the site flags on every first load, whatever the page', () => {
    const { queryClient, prefetch, preload, feature } = setup();
    startFirstData(queryClient, [], [feature], preload);
    expect(prefetch).toHaveBeenCalledWith(expect.objectContaining({ queryKey: webQueryKeys.enums }));
  });

  it("preloads the results screen's static and live answers and the frame's content", () => {
    const { queryClient, preload, framed, page, feature } = setup();
    startFirstData(queryClient, matchesFor('default', 'vysledky-podle-dni'), [feature], preload);
    expect(preload.mock.calls).toEqual([['/api/v1/competition/static'], ['/api/v1/competition/live']]);
    expect(framed).toHaveBeenCalledWith(queryClient, {});
    expect(page).not.toHaveBeenCalled();
  });

  it("starts a content page's own read with the route's parameters", () => {
    const { queryClient, preload, page, feature } = setup();
    startFirstData(queryClient, matchesFor('cms', 'stranka', { slug: 'informace' }), [feature], preload);
    expect(page).toHaveBeenCalledWith(queryClient, { slug: 'informace' });
    expect(preload).not.toHaveBeenCalled();
  });

  it('leaves out the menu and footer content on a page without them (the protocol)', () => {
    const { queryClient, preload, framed, feature } = setup();
    startFirstData(queryClient, matchesFor('micro', 'zapasovy-protokol'), [feature], preload);
    expect(framed).not.toHaveBeenCalled();
  });
});

describe('preloadFetch', () => {
  afterEach(() => document.head.querySelectorAll('link').forEach((link) => link.remove()));

  it('adds one preload per address, in the credentials mode of the API client', () => {
    preloadFetch('/api/v1/competition/live');
    preloadFetch('/api/v1/competition/live');
    const links = document.head.querySelectorAll('link[rel="preload"]');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('as', 'fetch');
    // anonymous = credentials for the same origin only, as the client's fetch asks: otherwise unused.
    expect(links[0]).toHaveAttribute('crossorigin', 'anonymous');
    expect(links[0]).toHaveAttribute('href', '/api/v1/competition/live');
  });
});
