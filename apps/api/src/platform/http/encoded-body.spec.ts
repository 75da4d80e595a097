import { preferredCoding } from './encoded-body';

describe('the coding of a big answer', () => {
  const big = 100_000;
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br, gzip;q=0', 'br'],
    ['gzip;q=0, br;q=0', 'identity'],
    ['*', 'br'],
    ['*;q=0.1, gzip', 'gzip'],
    ['identity', 'identity'],
    ['', 'identity'],
  ])('Accept-Encoding %j gives %s', (header, coding) => {
    expect(preferredCoding(header, big)).toBe(coding);
  });

  it('leaves a small answer uncompressed whatever the browser takes', () => {
    expect(preferredCoding('gzip, br', 2000)).toBe('identity');
    expect(preferredCoding(undefined, big)).toBe('identity');
  });
});
