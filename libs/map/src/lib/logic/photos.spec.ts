import { photoAtScroll, photoSources, stepPhoto } from './photos';

describe('gallery photo sources', () => {
  it('asks the image proxy for an uploaded photo cropped to the box at 1x and twice the size at 2x', () => {
    expect(photoSources('/uploads/place-hall-01-1.svg')).toEqual({
      src: '/img/place-hall-01-1.svg?w=480&h=480&fit=cover',
      srcSet: '/img/place-hall-01-1.svg?w=480&h=480&fit=cover 1x, /img/place-hall-01-1.svg?w=960&h=960&fit=cover 2x',
    });
  });

  it('leaves a photo from elsewhere as it is, without a srcset', () => {
    expect(photoSources('https://example.test/hall.jpg')).toEqual({ src: 'https://example.test/hall.jpg' });
  });
});

describe('gallery position', () => {
  it('steps forward and back but stops at the first and the last photo', () => {
    expect(stepPhoto(0, 1, 3)).toBe(1);
    expect(stepPhoto(2, 1, 3)).toBe(2);
    expect(stepPhoto(0, -1, 3)).toBe(0);
    expect(stepPhoto(1, -1, 3)).toBe(0);
    expect(stepPhoto(0, 1, 0)).toBe(0);
  });

  it('reads the shown photo from how far the strip is scrolled, also mid-swipe and right-to-left', () => {
    expect(photoAtScroll(0, 300, 3)).toBe(0);
    expect(photoAtScroll(290, 300, 3)).toBe(1);
    expect(photoAtScroll(440, 300, 3)).toBe(1);
    expect(photoAtScroll(460, 300, 3)).toBe(2);
    expect(photoAtScroll(5000, 300, 3)).toBe(2);
    expect(photoAtScroll(-300, 300, 3)).toBe(1);
    expect(photoAtScroll(100, 0, 3)).toBe(0);
  });
});
