/**
 * The one canonical theme; every styled component reads `theme.*` from it. A tournament's tokens
 * (libs/tournaments) only replace colours, fonts and the logo (see create-theme.ts).
 */
export const baseTheme = {
  colors: {
    /** SPEC §9: the default primary colour is silver. */
    primary: '#c0c0c0',
    onPrimary: '#1b1f24',
    secondary: '#4a5562',
    onSecondary: '#ffffff',
    background: '#f5f6f8',
    surface: '#ffffff',
    surfaceAlt: '#eceff3',
    text: '#1b1f24',
    textMuted: '#545d69',
    border: '#cfd5dc',
    success: '#1e7d32',
    onSuccess: '#ffffff',
    danger: '#b3261e',
    onDanger: '#ffffff',
    warning: '#8a5a00',
    live: '#c62828',
    /** The focus ring on the page; createTheme derives it from the brand so it reads at 3:1 (WCAG 1.4.11). */
    focus: '#1a73e8',
    /** The focus ring on brand-coloured surfaces (the header), derived the same way. */
    focusOnPrimary: '#1b1f24',
    /** The focus ring on the secondary colour (the footer). */
    focusOnSecondary: '#ffffff',
    link: '#0b57b7',
    /** Dims the page behind a modal dialog. */
    backdrop: 'rgba(16, 24, 40, 0.55)',
  },
  fonts: {
    body: "'Source Sans 3', 'Segoe UI', Roboto, Arial, sans-serif",
    heading: "'Barlow', 'Segoe UI', Roboto, Arial, sans-serif",
    mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
  },
  fontSizes: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.375rem', xxl: '1.75rem', display: '2.25rem' },
  fontWeights: { regular: 400, medium: 500, bold: 700 },
  lineHeights: { tight: 1.2, normal: 1.5 },
  space: { 0: '0', 1: '0.25rem', 2: '0.5rem', 3: '0.75rem', 4: '1rem', 5: '1.5rem', 6: '2rem', 7: '3rem', 8: '4rem' },
  radii: { sm: '4px', md: '8px', lg: '14px', pill: '999px' },
  shadows: { card: '0 1px 2px rgba(16, 24, 40, 0.08), 0 1px 3px rgba(16, 24, 40, 0.06)', raised: '0 8px 24px rgba(16, 24, 40, 0.18)' },
  /** SPEC §9 breakpoints, in px. */
  breakpoints: { phone: 550, tabletDown: 767, tablet: 768, tabletUp: 769, desktop: 1024, desktopUp: 1025, large: 1600 },
  container: { maxWidth: 1240, maxWidthLarge: 1600, gutter: '1rem' },
  /** WCAG 2.5.5: 44 px touch targets; small controls draw 36 px and extend their hit area. */
  sizes: { touchTarget: '44px', controlSm: '36px', headerHeight: '64px' },
  zIndices: { header: 100, drawer: 200, dialog: 300, alerts: 400 },
  durations: { alertShort: 2000, alertLong: 4000, scroll: 1000, fast: 150 },
  /** SPEC §2/§9: hash targets land 65 px below the top; "back to top" shows after 10 px. */
  scroll: { hashOffset: 65, topThreshold: 10 },
  logo: { src: '/logo.svg', width: 64, height: 64 },
};

export type AppTheme = typeof baseTheme;
export type ColorName = keyof AppTheme['colors'];
export type BreakpointName = keyof AppTheme['breakpoints'];
