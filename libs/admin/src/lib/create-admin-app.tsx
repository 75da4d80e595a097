import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider } from '@lingui/react';
import { ThemeProvider } from 'styled-components';
import type { Tournament } from '@phc/tournaments';
import { activateLocale, i18n, loadCatalog, localeFromPath } from '@phc/i18n';
import { AlertHost, ConfirmHost, createTheme, GlobalStyle, TournamentProvider } from '@phc/ui';
import { createAdminRoutes } from './admin-routes';
import { adminCatalog } from './catalog';

/** Where the area lives on the tournament's server (apps/api static/serve-admin.ts). */
export const adminBasename = '/admin';

/**
 * Boots the administration area: the language of the URL (`/admin/en/…` English, else Czech) with
 * the area's catalog, then the router. The same providers as a tournament app, without its layouts.
 */
export async function createAdminApp(tournament: Tournament, rootElement = document.getElementById('root')): Promise<void> {
  if (!rootElement) throw new Error('createAdminApp: no #root element to render into');
  const path = window.location.pathname.slice(adminBasename.length) || '/';
  // The language first: it sets the locale the area's catalog then loads in (one language only).
  await Promise.all([activateLocale(localeFromPath(path)), loadCatalog(adminCatalog)]);
  // Organisers work with fresh data: a decision of a colleague shows on the next focus.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: true } } });
  const router = createBrowserRouter(createAdminRoutes(queryClient), { basename: adminBasename });
  createRoot(rootElement).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <I18nProvider i18n={i18n}>
          <ThemeProvider theme={createTheme(tournament.theme)}>
            <TournamentProvider tournament={tournament}>
              <GlobalStyle />
              <RouterProvider router={router} />
              <AlertHost />
              <ConfirmHost />
            </TournamentProvider>
          </ThemeProvider>
        </I18nProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}
