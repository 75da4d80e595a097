import { contentSecurityPolicy } from './security';

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));

describe('content security policy', () => {
  it('allows scripts from our origin only, and no plugins', () => {
    const csp = contentSecurityPolicy();
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    expect(directive(csp, 'object-src')).toBe("object-src 'none'");
  });

  it('lets the keyless map load its style, tiles and glyphs from OpenFreeMap and run its workers from blob: URLs', () => {
    const csp = contentSecurityPolicy();
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://tiles.openfreemap.org");
    expect(directive(csp, 'worker-src')).toContain('blob:');
  });

  it('opens Mapbox hosts only when a Mapbox token is configured', () => {
    expect(contentSecurityPolicy()).not.toContain('mapbox.com');
    expect(directive(contentSecurityPolicy({ mapbox: true }), 'connect-src')).toContain('https://api.mapbox.com');
    expect(contentSecurityPolicy({ mapbox: true })).not.toContain('openfreemap');
  });
});
