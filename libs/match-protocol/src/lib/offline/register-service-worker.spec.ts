import { loadedUrls } from './register-service-worker';

describe('loadedUrls', () => {
  it('lists the page, its assets and reads of the same origin, but not the live stream nor other origins', () => {
    const origin = 'https://phc.example';
    const entries = [
      { name: `${origin}/assets/abc123.js` },
      { name: `${origin}/api/v1/competition/static` },
      { name: `${origin}/api/v1/competition/competition-match/7?_ts=1712345678901` },
      { name: `${origin}/api/v1/competition/live/stream` },
      { name: 'https://www.googletagmanager.com/gtm.js?id=X' },
      { name: 'not a url' },
    ];
    expect(loadedUrls(entries, `${origin}/zapasovy-protokol/7`, origin)).toEqual([
      `${origin}/zapasovy-protokol/7`,
      `${origin}/assets/abc123.js`,
      `${origin}/api/v1/competition/static`,
      `${origin}/api/v1/competition/competition-match/7?_ts=1712345678901`,
    ]);
  });
});
