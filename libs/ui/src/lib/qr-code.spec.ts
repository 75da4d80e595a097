import { qrPath } from './qr-code';

describe('QR code', () => {
  it('draws a square of modules with a quiet zone, larger for a longer text', () => {
    const short = qrPath('SPD*1.0*ACC:CZ6508000000192000145399*AM:10.00*CC:CZK*X-VS:1');
    // Version 4-M holds up to 62 bytes: 33 modules and 2 × 4 of quiet zone.
    expect(short.size).toBe(33 + 8);
    expect(short.path.startsWith('M4 4h1v1h-1z')).toBe(true);
    const long = qrPath(`SPD*1.0*ACC:CZ6508000000192000145399*AM:10.00*CC:CZK*MSG:${'X'.repeat(60)}*X-VS:1`);
    expect(long.size).toBeGreaterThan(short.size);
  });
  it('draws the three finder patterns in the corners and nothing in the quiet zone', () => {
    const { size, path } = qrPath('SPD*1.0*ACC:CZ6508000000192000145399*AM:10.00*CC:CZK*X-VS:1');
    const dark = new Set([...path.matchAll(/M(\d+) (\d+)/g)].map((m) => `${m[1]},${m[2]}`));
    const last = size - 4 - 1;
    for (const [x, y] of [[4, 4], [last, 4], [4, last]]) expect(dark.has(`${x},${y}`)).toBe(true);
    expect([...dark].some((key) => key.split(',').some((n) => Number(n) < 4 || Number(n) > last))).toBe(false);
  });
});
