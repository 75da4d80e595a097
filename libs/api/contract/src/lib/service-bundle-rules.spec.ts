import { bundleLevelErrors, serviceLevelFitsBundle } from './service-bundle-rules';

const levels = ['basic', 'school', 'hostel', 'hotel'];
const school = { code: 'bundle_school', includesAccommodation: true };
const entry = { code: 'bundle_local', includesAccommodation: false };

describe('service level and bundle (issue 24)', () => {
  it('takes a level’s own bundle and refuses another level’s', () => {
    expect(serviceLevelFitsBundle('school', school, levels)).toBe(true);
    expect(serviceLevelFitsBundle('hostel', school, levels)).toBe(false);
  });
  it('pairs a bundle without accommodation with the basic level only', () => {
    expect(serviceLevelFitsBundle('basic', entry, levels)).toBe(true);
    expect(serviceLevelFitsBundle('hotel', entry, levels)).toBe(false);
  });
  it('does not judge a team with the level or the bundle unchosen', () => {
    expect(serviceLevelFitsBundle(null, school, levels)).toBe(true);
    expect(serviceLevelFitsBundle('hostel', null, levels)).toBe(true);
  });
  it('names the contradicting teams by their bundle field', () => {
    const errors = bundleLevelErrors(
      [{ serviceLevelId: 3, orderBundleId: 1 }, { serviceLevelId: 2, orderBundleId: 1 }],
      [{ id: 2, code: 'school' }, { id: 3, code: 'hostel' }],
      [{ id: 1, ...school }],
    );
    expect(errors).toEqual({ 'teams.0.orderBundleId': ['bundleContradictsLevel'] });
  });
});
