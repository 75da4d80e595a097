import { imageProxy } from '@phc/api-contract';
import { proxiedImage } from './image-url';

describe('proxiedImage', () => {
  it('sends an uploaded file through the image proxy at double density, snapped up to the sizes it renders', () => {
    expect(proxiedImage('/uploads/partner-kempa.svg', 160, 80)).toBe('/img/partner-kempa.svg?w=320&h=256');
    expect(proxiedImage('/uploads/card.png', 400, 200, { cover: true })).toBe('/img/card.png?w=960&h=480&fit=cover');
  });

  it('asks for a crop when the image must fill its box', () => {
    expect(proxiedImage('/uploads/hero.jpg', 600, 240, { density: 1, cover: true })).toBe('/img/hero.jpg?w=640&h=256&fit=cover');
  });

  it('keeps the aspect ratio to the proxy when only a width is given', () => {
    expect(proxiedImage('/uploads/hero.jpg', 600, undefined, { density: 1 })).toBe('/img/hero.jpg?w=640');
  });

  // Issue 14 item 10: the proxy renders only imageProxy.sides; any other size is a 400.
  it('asks only for sizes the proxy renders, for every box the site shows', () => {
    const boxes: [number, number | undefined, { density?: number; cover?: boolean }][] = [
      [160, 90, {}],
      [800, undefined, {}],
      [128, 64, { cover: true }],
      [400, 200, { cover: true }],
      [1600, undefined, { density: 1 }],
      [300, 200, { cover: true }],
      [1200, 480, { density: 1, cover: true }],
      ...[240, 180, 120].map((w) => [w, w / 2, {}] as [number, number, object]),
      [5000, 3000, {}],
      [1, 1, {}],
    ];
    for (const [w, h, options] of boxes) {
      const url = new URL(proxiedImage('/uploads/a.png', w, h, options), 'http://x');
      for (const side of [url.searchParams.get('w'), url.searchParams.get('h')].filter((s) => s !== null)) expect(imageProxy.sides).toContain(Number(side));
    }
  });

  it('leaves foreign and non-upload addresses alone', () => {
    expect(proxiedImage('https://cdn.example.com/a.png', 100, 100)).toBe('https://cdn.example.com/a.png');
    expect(proxiedImage('/logo.svg', 100, 100)).toBe('/logo.svg');
  });
});
