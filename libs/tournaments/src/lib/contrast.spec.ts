import { contrastRatio, readableOn } from './contrast';

describe('contrastRatio', () => {
  it('gives 21:1 for black on white and 1:1 for a colour on itself, in either order', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#0b4f9c', '#0b4f9c')).toBe(1);
  });

  it('matches the WCAG reference value for mid grey on white', () => {
    // #767676 is the lightest grey that passes AA on white (4.54:1).
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('picks light text on dark colours and dark text on light ones', () => {
    expect(readableOn('#0b4f9c')).toBe('#ffffff');
    expect(readableOn('#ffca28')).toBe('#1b1f24');
  });
});
