import { contrastRatio, focusColourOn, readableOn } from './contrast';

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

describe('focusColourOn', () => {
  it('takes the first candidate at 3:1 against every surface', () => {
    // The old ring blue on the PHC header: 1.6:1, so white (the header text) is chosen.
    expect(contrastRatio('#1a73e8', '#0b4f9c')).toBeLessThan(3);
    expect(focusColourOn(['#0b4f9c'], ['#1a73e8', '#ffffff'])).toBe('#ffffff');
    expect(focusColourOn(['#f5f6f8', '#ffffff'], ['#ad1457', '#1b1f24'])).toBe('#ad1457');
  });

  it('falls back to the candidate whose weakest contrast is highest', () => {
    expect(focusColourOn(['#777777'], ['#888888', '#999999'])).toBe('#999999');
  });
});
