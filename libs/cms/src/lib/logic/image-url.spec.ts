import { proxiedImage } from './image-url';

describe('proxiedImage', () => {
  it('sends an uploaded file through the image proxy with width and height at double density', () => {
    expect(proxiedImage('/uploads/partner-kempa.svg', 160, 80)).toBe('/img/partner-kempa.svg?w=320&h=160');
  });

  it('asks for a crop when the image must fill its box', () => {
    expect(proxiedImage('/uploads/hero.jpg', 600, 240, { density: 1, cover: true })).toBe('/img/hero.jpg?w=600&h=240&fit=cover');
  });

  it('keeps the aspect ratio to the proxy when only a width is given', () => {
    expect(proxiedImage('/uploads/hero.jpg', 600, undefined, { density: 1 })).toBe('/img/hero.jpg?w=600');
  });

  it('leaves foreign and non-upload addresses alone', () => {
    expect(proxiedImage('https://cdn.example.com/a.png', 100, 100)).toBe('https://cdn.example.com/a.png');
    expect(proxiedImage('/logo.svg', 100, 100)).toBe('/logo.svg');
  });
});
