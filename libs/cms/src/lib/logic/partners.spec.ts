import { partnerColumns, partnerLogoBox, sortPartnerGroups } from './partners';

describe('partner groups', () => {
  it('are ordered by their order field, then by title', () => {
    const groups = [
      { order: 3, title: { cs: 'Dodavatelé' } },
      { order: 1, title: { cs: 'Hlavní' } },
      { order: 2, title: { cs: 'Partneři B' } },
      { order: 2, title: { cs: 'Partneři A' } },
    ];
    expect(sortPartnerGroups(groups).map((g) => g.title.cs)).toEqual(['Hlavní', 'Partneři A', 'Partneři B', 'Dodavatelé']);
  });

  it('give bigger partners wider columns on every screen', () => {
    expect(partnerColumns.lg.wide).toBeGreaterThan(partnerColumns.md.wide);
    expect(partnerColumns.md.wide).toBeGreaterThan(partnerColumns.sm.wide);
    expect(partnerColumns.lg.phone).toBeGreaterThan(partnerColumns.sm.phone);
    expect(partnerLogoBox('lg').width).toBeGreaterThan(partnerLogoBox('sm').width);
  });

  it('fit whole rows of a 12-column grid', () => {
    for (const size of ['sm', 'md', 'lg'] as const) {
      expect(12 % partnerColumns[size].phone).toBe(0);
      expect(12 % partnerColumns[size].wide).toBe(0);
    }
  });
});
