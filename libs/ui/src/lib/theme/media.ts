import { baseTheme, type BreakpointName } from './base-theme';

/** Media queries over the SPEC §9 breakpoints: `${media.up('tablet')} { ... }`. */
export const media = {
  up: (name: BreakpointName) => `@media (min-width: ${baseTheme.breakpoints[name]}px)`,
  down: (name: BreakpointName) => `@media (max-width: ${baseTheme.breakpoints[name]}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
};
