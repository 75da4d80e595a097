import { QueryClient } from '@tanstack/react-query';
import { siteContentQueries } from '../queries/site-content';
import { cmsFirstData, preloadImage } from './first-data';

const imagePreloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')];

const homePage = (hero: unknown) => ({
  pages: [{ id: 1, slug: { cs: 'home', en: 'home' }, title: { cs: 'Úvod', en: 'Home' }, hero, blocks: [] }],
});

function startHome(answer: unknown) {
  const queryClient = new QueryClient();
  // The network edge: the page's read answers with the stored content.
  jest.spyOn(queryClient, 'prefetchQuery').mockImplementation(async () => {
    queryClient.setQueryData(siteContentQueries.page('home').queryKey, answer as never);
  });
  cmsFirstData.routes.index?.(queryClient, {});
  return new Promise((resolve) => setTimeout(resolve, 0));
}

afterEach(() => {
  for (const link of imagePreloads()) link.remove();
});

describe("the content page's first data", () => {
  it("preloads the hero's picture at high priority, at the address the slider shows, once the page's text names it", async () => {
    await startHome(homePage({ title: { cs: 'Turnaj', en: 'Tournament' }, image: '/uploads/hero-home.svg' }));
    const links = imagePreloads();
    expect(links).toHaveLength(1);
    expect(links[0].getAttribute('href')).toBe('/img/hero-home.svg?w=1280&h=640&fit=cover');
    expect(links[0].getAttribute('fetchpriority')).toBe('high');
  });

  it('preloads nothing for a page without a hero or without its picture', async () => {
    await startHome(homePage(null));
    await startHome(homePage({ title: { cs: 'Turnaj', en: 'Tournament' } }));
    expect(imagePreloads()).toHaveLength(0);
  });
});

describe('preloadImage', () => {
  it('adds one preload per address, however often it is asked', () => {
    preloadImage('/img/a.svg?w=640');
    preloadImage('/img/a.svg?w=640');
    preloadImage('/img/b.svg?w=640');
    expect(imagePreloads().map((link) => link.getAttribute('href'))).toEqual(['/img/a.svg?w=640', '/img/b.svg?w=640']);
  });
});
