import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { getTournament } from '@phc/tournaments';
import { baseTheme } from './theme/base-theme';
import { TournamentProvider } from './tournament-context';

export function TestProviders({ children }: { children: ReactNode }) {
  if (!i18n.locale) {
    // Source (Czech) messages: the macros carry them, no catalog is needed.
    i18n.load('cs', {});
    i18n.activate('cs');
  }
  return (
    <I18nProvider i18n={i18n}>
      <ThemeProvider theme={baseTheme}>
        <TournamentProvider tournament={getTournament('phc')}>{children}</TournamentProvider>
      </ThemeProvider>
    </I18nProvider>
  );
}

/** Renders inside the theme, Lingui (Czech source messages) and the phc tournament. */
export function renderWithTheme(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: TestProviders, ...options });
}
