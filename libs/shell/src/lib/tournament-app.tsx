import type { ReactNode } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nProvider } from '@lingui/react';
import { ThemeProvider } from 'styled-components';
import { i18n, type ShellSlots } from '@phc/i18n';
import type { Tournament } from '@phc/tournaments';
import { AlertHost, ConfirmHost, createTheme, GlobalStyle, TournamentProvider } from '@phc/ui';
import { SlotsProvider } from './slots';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export type AppProvidersProps = {
  tournament: Tournament;
  queryClient: QueryClient;
  slots?: ShellSlots;
  children: ReactNode;
};

/** Everything a page may rely on above the router: data cache, translations, theme, tournament, alerts, dialogs. */
export function AppProviders({ tournament, queryClient, slots = {}, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={i18n}>
        <ThemeProvider theme={createTheme(tournament.theme)}>
          <TournamentProvider tournament={tournament}>
            <SlotsProvider slots={slots}>
              <GlobalStyle />
              {children}
              <AlertHost />
              <ConfirmHost />
            </SlotsProvider>
          </TournamentProvider>
        </ThemeProvider>
      </I18nProvider>
    </QueryClientProvider>
  );
}

export type TournamentAppProps = Omit<AppProvidersProps, 'children'> & {
  /** A browser router in the app, a memory router (from the same `createAppRoutes`) in tests. */
  router: AppRouter;
};

export function TournamentApp({ router, ...providers }: TournamentAppProps) {
  return (
    <AppProviders {...providers}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
