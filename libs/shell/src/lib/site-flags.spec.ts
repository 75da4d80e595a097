import { resultsShown, type ConfigValue } from '@phc/api-contract';
import { baseTheme, createTheme } from '@phc/ui';
import { getTournament } from '@phc/tournaments';
import { styleColorOverrides } from './site-flags';

const config = (values: Record<string, string | null>): ConfigValue[] => Object.entries(values).map(([key, value]) => ({ key, dataType: 'string' as const, value, format: null }));
const known = Object.keys(baseTheme.colors);

describe('style colours (SPEC §9)', () => {
  it('puts the configured colours over the tournament theme', () => {
    const overrides = styleColorOverrides(config({ style_colors: '{"primary":"#c00000","secondary":"#123"}' }), known);
    expect(overrides).toEqual({ primary: '#c00000', secondary: '#123' });
    expect(createTheme(getTournament('phc').theme, overrides).colors.primary).toBe('#c00000');
  });

  it('keeps the tournament theme when switched off (empty) or malformed, and drops unknown names and non-hex values', () => {
    expect(styleColorOverrides(config({ style_colors: null }), known)).toEqual({});
    expect(styleColorOverrides(config({ style_colors: '' }), known)).toEqual({});
    expect(styleColorOverrides(config({ style_colors: 'not json' }), known)).toEqual({});
    expect(styleColorOverrides(config({ style_colors: '{"primary":"red;}body{x:y","nope":"#000000"}' }), known)).toEqual({});
    const off = createTheme(getTournament('phc').theme, styleColorOverrides(config({ style_colors: null }), known));
    expect(off.colors.primary).toBe(createTheme(getTournament('phc').theme).colors.primary);
  });
});

describe('show results (SPEC §9)', () => {
  it('shows results when switched on, not when off', () => {
    expect(resultsShown(config({ show_results: '1' }))).toBe(true);
    expect(resultsShown(config({ show_results: '0' }))).toBe(false);
  });
});
