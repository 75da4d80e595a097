import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { getTournament, type Tournament } from '@phc/tournaments';
import { baseTheme, type AppTheme } from './lib/theme/base-theme';
import { TournamentProvider } from './lib/tournament-context';

export type TestProvidersOptions = {
  /** Defaults to the base theme (silver), so tests never depend on a tournament's colours. */
  theme?: AppTheme;
  /** Defaults to phc. */
  tournament?: Tournament;
  /** Wraps the tree in a MemoryRouter at this URL, for components that render links. */
  route?: string;
};

function activateSourceLocale() {
  if (!i18n.locale) {
    // Czech source messages: the macros carry them, so no catalog is needed.
    i18n.load('cs', {});
    i18n.activate('cs');
  }
}

export function createTestProviders({ theme = baseTheme, tournament = getTournament('phc'), route }: TestProvidersOptions = {}) {
  return function TestProviders({ children }: { children: ReactNode }) {
    activateSourceLocale();
    const tree = (
      <I18nProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <TournamentProvider tournament={tournament}>{children}</TournamentProvider>
        </ThemeProvider>
      </I18nProvider>
    );
    return route === undefined ? tree : <MemoryRouter initialEntries={[route]}>{tree}</MemoryRouter>;
  };
}

export const TestProviders = createTestProviders();

/** Renders inside the theme, Lingui (Czech source messages) and the phc tournament; `route` adds a router. */
export function renderWithTheme(ui: ReactElement, options: Omit<RenderOptions, 'wrapper'> & TestProvidersOptions = {}) {
  const { theme, tournament, route, ...renderOptions } = options;
  return render(ui, { wrapper: createTestProviders({ theme, tournament, route }), ...renderOptions });
}

/** What the browser does on Escape in a modal dialog: a cancelable `cancel`, then close unless prevented. */
function closeOnEscape(event: KeyboardEvent) {
  const dialog = event.currentTarget as HTMLDialogElement;
  if (event.key !== 'Escape') return;
  if (dialog.dispatchEvent(new Event('cancel', { cancelable: true }))) dialog.close();
}

/**
 * jsdom has no modal dialogs: a stand-in for the parts of the browser's `showModal()` and `close()`
 * that Dialog and ConfirmDialog rely on — the `open` attribute, focus on the first focusable element,
 * Escape firing a cancelable `cancel`, and `close` firing its event a task later (as browsers queue it,
 * so a close and reopen in one go is not reported). Call once per test file (beforeAll).
 */
export function mockModalDialogs(): void {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    this.addEventListener('keydown', closeOnEscape);
    this.querySelector<HTMLElement>('button, [href], input, select, textarea')?.focus();
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.removeEventListener('keydown', closeOnEscape);
    setTimeout(() => this.dispatchEvent(new Event('close')), 0);
  };
}
