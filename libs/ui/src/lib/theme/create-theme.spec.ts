import { contrastRatio, listTournaments, type ThemeTokens } from '@phc/tournaments';
import { baseTheme } from './base-theme';
import { createTheme } from './create-theme';
import { media } from './media';

const tokens: ThemeTokens = {
  colors: { primary: '#0b4f9c', onPrimary: '#ffffff', secondary: '#e30613', onSecondary: '#ffffff', background: '#f5f6f8', surface: '#ffffff', text: '#1b1f24' },
  fonts: { body: 'Body Sans', heading: 'Heading Sans' },
  logo: { src: '/phc.svg', width: 80, height: 40 },
};

describe('baseTheme', () => {
  it('defaults the primary colour to silver (SPEC §9)', () => {
    expect(baseTheme.colors.primary).toBe('#c0c0c0');
  });

  it('keeps the SPEC §9 layout constants', () => {
    expect(baseTheme.breakpoints).toEqual({ phone: 550, tabletDown: 767, tablet: 768, tabletUp: 769, desktop: 1024, desktopUp: 1025, large: 1600 });
    expect(baseTheme.container).toMatchObject({ maxWidth: 1240, maxWidthLarge: 1600 });
    expect(baseTheme.durations).toMatchObject({ alertShort: 2000, alertLong: 4000, scroll: 1000 });
    expect(baseTheme.scroll).toEqual({ hashOffset: 65, topThreshold: 10 });
  });
});

describe('createTheme', () => {
  it('puts the tournament colours, fonts and logo over the base', () => {
    const theme = createTheme(tokens);
    expect(theme.colors).toMatchObject(tokens.colors);
    expect(theme.fonts).toEqual({ ...baseTheme.fonts, body: 'Body Sans', heading: 'Heading Sans' });
    expect(theme.logo).toEqual(tokens.logo);
    expect(theme.colors.danger).toBe(baseTheme.colors.danger);
    expect(theme.space).toBe(baseTheme.space);
  });

  it('lets configured style colours win over the tokens', () => {
    const theme = createTheme(tokens, { primary: '#123456', onPrimary: '#fedcba', success: '#00aa00' });
    expect(theme.colors.primary).toBe('#123456');
    expect(theme.colors.onPrimary).toBe('#fedcba');
    expect(theme.colors.success).toBe('#00aa00');
  });

  it('keeps text on a configured primary readable when only the primary is configured', () => {
    expect(createTheme(tokens, { primary: '#f5e663' }).colors.onPrimary).toBe('#1b1f24');
    expect(createTheme(tokens, { secondary: '#101010' }).colors.onSecondary).toBe('#ffffff');
  });

  it('draws links in the brand colour only when it is readable on the page', () => {
    expect(createTheme(tokens).colors.link).toBe('#0b4f9c');
    expect(createTheme({ ...tokens, colors: { ...tokens.colors, primary: '#c0c0c0' } }).colors.link).toBe(baseTheme.colors.link);
    expect(createTheme(tokens, { link: '#000080' }).colors.link).toBe('#000080');
  });

  it.each(listTournaments().map((t) => [t.id, t.theme] as const))('gives %s readable links and text', (_id, theme) => {
    const { colors } = createTheme(theme);
    expect(contrastRatio(colors.link, colors.surface)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(colors.text, colors.background)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(colors.onPrimary, colors.primary)).toBeGreaterThanOrEqual(3);
  });

  // Issue 18 item 8: the old fixed blue ring read 1.6–1.8:1 on the blue and magenta headers.
  it.each(listTournaments().map((t) => [t.id, t.theme] as const))('gives %s a focus ring at 3:1 on the page, the header and the footer', (_id, theme) => {
    const { colors } = createTheme(theme);
    expect(contrastRatio(colors.focus, colors.background)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(colors.focus, colors.surface)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(colors.focusOnPrimary, colors.primary)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(colors.focusOnSecondary, colors.secondary)).toBeGreaterThanOrEqual(3);
  });

  it('derives the focus rings again from a configured brand colour, unless the ring is configured too', () => {
    const light = createTheme(tokens, { primary: '#f5e663' });
    expect(contrastRatio(light.colors.focusOnPrimary, '#f5e663')).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(light.colors.focus, light.colors.background)).toBeGreaterThanOrEqual(3);
    expect(createTheme(tokens, { focus: '#000080' }).colors.focus).toBe('#000080');
  });

  it('does not change the base theme', () => {
    createTheme(tokens, { primary: '#000000' });
    expect(baseTheme.colors.primary).toBe('#c0c0c0');
  });
});

describe('media', () => {
  it('builds min-width and max-width queries from the breakpoints', () => {
    expect(media.up('tablet')).toBe('@media (min-width: 768px)');
    expect(media.down('tabletDown')).toBe('@media (max-width: 767px)');
    expect(media.up('large')).toBe('@media (min-width: 1600px)');
  });
});
