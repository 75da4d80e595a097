import type { ThemeTokens } from '@phc/tournaments';
import { baseTheme, type AppTheme } from './base-theme';

/**
 * A tournament's theme: its tokens over the base. `overrides` are the style colours configured at
 * run time (SPEC §9 "style colours"), which win over the tokens.
 */
export function createTheme(tokens: ThemeTokens, overrides: Partial<AppTheme['colors']> = {}): AppTheme {
  return {
    ...baseTheme,
    colors: { ...baseTheme.colors, ...tokens.colors, ...overrides },
    fonts: { ...baseTheme.fonts, ...tokens.fonts },
    logo: { ...tokens.logo },
  };
}
