import type { ConfigValue } from '@phc/api-contract';
import { analyticsIds, isAnalyticsConfigured, routeChangeEvents } from './analytics';

const config = (key: string, value: string | null): ConfigValue => ({ key, value, dataType: 'string', format: null });

describe('analytics', () => {
  it('reads the tag manager and pixel ids from configuration', () => {
    const ids = analyticsIds([config('tag_manager_id', 'GTM-DEMO000'), config('pixel_id', '000000000000000')]);
    expect(ids).toEqual({ tagManagerId: 'GTM-DEMO000', pixelId: '000000000000000' });
    expect(isAnalyticsConfigured(ids)).toBe(true);
  });

  it('is off when the ids are missing, empty or not shaped like ids', () => {
    expect(isAnalyticsConfigured(analyticsIds([]))).toBe(false);
    expect(isAnalyticsConfigured(analyticsIds([config('tag_manager_id', ''), config('pixel_id', null)]))).toBe(false);
    expect(analyticsIds([config('tag_manager_id', 'GTM-1"><script>'), config('pixel_id', 'abc')])).toEqual({ tagManagerId: null, pixelId: null });
  });

  it('reports an analytics event and a pixel event on a route change', () => {
    expect(routeChangeEvents({ tagManagerId: 'GTM-AB12', pixelId: '123456' }, '/en/vysledky')).toEqual([
      { kind: 'tagManager', payload: { event: 'pageview', page: '/en/vysledky' } },
      { kind: 'pixel', name: 'PageView' },
    ]);
  });

  it('reports nothing for what is not configured', () => {
    expect(routeChangeEvents({ tagManagerId: null, pixelId: '123456' }, '/')).toEqual([{ kind: 'pixel', name: 'PageView' }]);
    expect(routeChangeEvents({ tagManagerId: null, pixelId: null }, '/')).toEqual([]);
  });
});
