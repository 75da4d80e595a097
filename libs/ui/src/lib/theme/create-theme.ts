import { contrastRatio, focusColourOn, readableOn, type ThemeTokens } from '@phc/tournaments';
import { baseTheme, type AppTheme } from './base-theme';

type Colors = AppTheme['colors'];

const hex = /^#[0-9a-f]{6}$/i;
/** WCAG AA for body-size text: links are read as text, so they need the same contrast. */
const textContrast = 4.5;

/**
 * A tournament's theme: its tokens over the base. `overrides` are the style colours configured at
 * run time (SPEC §9 "style colours"), which win over the tokens.
 */
export function createTheme(tokens: ThemeTokens, overrides: Partial<Colors> = {}): AppTheme {
  const colors: Colors = { ...baseTheme.colors, ...tokens.colors, ...overrides };
  // A configured brand colour arrives alone: keep the text drawn on it readable unless that was configured too.
  if (overrides.primary && !overrides.onPrimary && hex.test(colors.primary)) colors.onPrimary = readableOn(colors.primary);
  if (overrides.secondary && !overrides.onSecondary && hex.test(colors.secondary)) colors.onSecondary = readableOn(colors.secondary);
  if (!overrides.link) colors.link = linkColour(colors);
  if (!overrides.focus) colors.focus = focusColour(colors);
  if (!overrides.focusOnPrimary) colors.focusOnPrimary = focusOnBrand(colors.primary, colors.onPrimary, colors.focusOnPrimary);
  if (!overrides.focusOnSecondary) colors.focusOnSecondary = focusOnBrand(colors.secondary, colors.onSecondary, colors.focusOnSecondary);
  return {
    ...baseTheme,
    colors,
    fonts: { ...baseTheme.fonts, ...tokens.fonts },
    logo: { ...tokens.logo },
  };
}

/** Links take the brand colour when it reads on the page; a light brand (the default silver) would not. */
function linkColour(colors: Colors): string {
  const { primary, surface, background, link } = colors;
  if (![primary, surface, background].every((c) => hex.test(c))) return link;
  const readable = contrastRatio(primary, surface) >= textContrast && contrastRatio(primary, background) >= textContrast;
  return readable ? primary : link;
}

/**
 * The page's focus ring: the brand colour where it stands out on the page at 3:1, else the link or
 * text colour (issue 18: a fixed blue read 1.6:1 on blue and magenta headers).
 */
function focusColour(colors: Colors): string {
  const { primary, link, text, background, surface, focus } = colors;
  const candidates = [primary, link, text, focus].filter((c) => hex.test(c));
  return hex.test(background) && hex.test(surface) ? focusColourOn([background, surface], candidates) : focus;
}

/** The ring on a brand-coloured surface (header, footer): the colour its text is drawn in, else light or dark. */
function focusOnBrand(surface: string, onSurface: string, fallback: string): string {
  if (!hex.test(surface)) return fallback;
  return focusColourOn([surface], [onSurface, '#ffffff', '#1b1f24'].filter((c) => hex.test(c)));
}
