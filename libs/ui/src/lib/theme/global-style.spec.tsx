import { render } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { getTournament } from '@phc/tournaments';
import { createTheme } from './create-theme';
import { GlobalStyle } from './global-style';

const injectedCss = () =>
  Array.from(document.styleSheets)
    .flatMap((sheet) => Array.from(sheet.cssRules))
    .map((rule) => rule.cssText)
    .join('\n') + Array.from(document.querySelectorAll('style')).map((s) => s.textContent).join('\n');

describe('GlobalStyle', () => {
  it('takes the body font and colours, the focus ring and reduced motion from the theme', () => {
    const theme = createTheme(getTournament('phc').theme);
    render(
      <ThemeProvider theme={theme}>
        <GlobalStyle />
      </ThemeProvider>,
    );
    const css = injectedCss();
    expect(css).toContain('box-sizing: border-box');
    expect(css).toContain(theme.colors.text);
    expect(css).toContain(theme.colors.background);
    expect(css).toMatch(/:focus-visible\s*\{[^}]*outline: 3px solid/);
    expect(css).toContain(theme.colors.focus);
    expect(css).toContain('prefers-reduced-motion: reduce');
  });
});
