import { useMemo, type ReactNode } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query';
import { I18nProvider } from '@lingui/react';
import { ThemeProvider } from 'styled-components';
import { i18n, type ShellSlots } from '@phc/i18n';
import type { Tournament } from '@phc/tournaments';
import { webQueries } from '@phc/api-client';
import { AlertHost, baseTheme, ConfirmHost, createTheme, GlobalStyle, TournamentProvider } from '@phc/ui';
import { styleColorOverrides } from './site-flags';
import { SlotsProvider } from './slots';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export type AppProvidersProps = {
  tournament: Tournament;
  queryClient: QueryClient;
  slots?: ShellSlots;
  children: ReactNode;
};

/** The tournament's theme with the organiser's configured style colours over it (SPEC §9). */
function ConfiguredTheme({ tournament, children }: { tournament: Tournament; children: ReactNode }) {
  const { data: enums } = useQuery(webQueries.enums());
  const configurations = enums?.configurations;
  const theme = useMemo(() => createTheme(tournament.theme, styleColorOverrides(configurations ?? [], Object.keys(baseTheme.colors))), [tournament.theme, configurations]);
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}

/** Everything a page may rely on above the router: data cache, translations, theme, tournament, alerts, dialogs. */
export function AppProviders({ tournament, queryClient, slots = {}, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={i18n}>
        <ConfiguredTheme tournament={tournament}>
          <TournamentProvider tournament={tournament}>
            <SlotsProvider slots={slots}>
              <GlobalStyle />
              {children}
              <AlertHost />
              <ConfirmHost />
            </SlotsProvider>
          </TournamentProvider>
        </ConfiguredTheme>
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
