import { socialIconFor } from './social-icon';

describe('socialIconFor', () => {
  it.each([
    ['https://www.facebook.com/demo', 'facebook'],
    ['https://m.facebook.com/demo', 'facebook'],
    ['https://instagram.com/demo', 'instagram'],
    ['https://www.google.com/maps/place/x', 'google'],
    ['https://www.youtube.com/demo', 'youtube'],
    ['https://youtu.be/abc', 'youtube'],
    ['https://twitter.com/demo', 'twitter'],
    ['https://x.com/demo', 'twitter'],
    ['https://www.flickr.com/photos/demo', 'flickr'],
    ['https://www.zonerama.com/demo', 'zonerama'],
    ['https://eu.zonerama.cz/demo', 'zonerama'],
  ])('picks the icon of %s from its host', (link, network) => {
    expect(socialIconFor(link)).toBe(network);
  });

  it('ignores a network name that is only in the path or query', () => {
    expect(socialIconFor('https://evil.test/facebook.com')).toBeNull();
    expect(socialIconFor('https://example.com/?u=https://instagram.com')).toBeNull();
  });

  it('has no icon for an unknown host or a malformed link', () => {
    expect(socialIconFor('https://example.com/')).toBeNull();
    expect(socialIconFor('not a url')).toBeNull();
    expect(socialIconFor('/relative')).toBeNull();
  });

  it('does not take a look-alike host for the network', () => {
    expect(socialIconFor('https://facebook.com.evil.test/')).toBeNull();
    expect(socialIconFor('https://notfacebook.com/')).toBeNull();
  });
});
