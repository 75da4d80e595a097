import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { queries } from '@phc/api-client';
import { loadCatalog, validationCatalog } from '@phc/i18n';
import { Heading, Stack } from '@phc/ui';
import { AdminLayout, type AdminRouteHandle } from './layout/admin-layout';
import { adminQueries, defaultTeamRequestFilter, defaultTransferFilter } from './queries/admin-queries';
import { clubsQueries } from './queries/clubs-queries';
import { competitionQueries } from './queries/competition-queries';
import { lotsQueries } from './queries/lots-queries';
import { masterDataQueries } from './queries/master-data-queries';
import { peopleQueries } from './queries/people-queries';
import { placesQueries } from './queries/places-queries';
import { defaultTrainingFilter, trainingQueries } from './queries/trainings-queries';

function NotFound() {
  return (
    <Stack $gap={3}>
      <Heading level={1}>
        <Trans>Stránka nenalezena</Trans>
      </Heading>
    </Stack>
  );
}

const lazyPage = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await load()).default });

/** A route's id parameter when it is one (else the screen says "not found" and nothing is read). */
const idOf = (args: LoaderFunctionArgs, name = 'id') => {
  const id = Number(args.params[name]);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * A screen's first reads start with its code, not after it arrives: the same query factories the
 * screen then reads, so it finds them in flight. Not awaited, so a refused read (signed out, another
 * role) shows on the screen as its own state instead of failing the route.
 */
type Prefetch = (queryClient: QueryClient, args: LoaderFunctionArgs) => void;
const prefetching = (queryClient: QueryClient, prefetch: Prefetch) => (args: LoaderFunctionArgs) => {
  prefetch(queryClient, args);
  return null;
};

/** The screens under one language prefix; each screen is its own chunk. */
const screens = (queryClient: QueryClient): RouteObject[] => [
  // Lands each organiser on a screen of theirs (a referee manager on the referees); no screen gate here.
  { index: true, lazy: lazyPage(() => import('./layout/admin-index')) },
  { path: 'clubs/:id', loader: prefetching(queryClient, (qc, a) => { const id = idOf(a); if (id) void qc.prefetchQuery(adminQueries.club(id)); }), handle: { screen: 'registrations' } satisfies AdminRouteHandle, lazy: lazyPage(() => loadCatalog(validationCatalog).then(() => import('./registrations/club-page'))) },
  { path: 'clubs/:id/edit', loader: prefetching(queryClient, (qc, a) => { const id = idOf(a); if (id) void qc.prefetchQuery(clubsQueries.clubEdit(id)); }), handle: { screen: 'registrations' } satisfies AdminRouteHandle, lazy: lazyPage(() => loadCatalog(validationCatalog).then(() => import('./registrations/club-edit-page'))) },
  { path: 'team-requests', loader: prefetching(queryClient, (qc) => void qc.prefetchQuery(adminQueries.teamRequests(defaultTeamRequestFilter))), handle: { screen: 'teamRequests' } satisfies AdminRouteHandle, lazy: lazyPage(() => import('./decisions/team-requests-page')) },
  { path: 'transfers', loader: prefetching(queryClient, (qc) => void qc.prefetchQuery(adminQueries.transfers(defaultTransferFilter))), handle: { screen: 'transfers' } satisfies AdminRouteHandle, lazy: lazyPage(() => import('./decisions/transfers-page')) },
  { path: 'trainings', loader: prefetching(queryClient, (qc) => void qc.prefetchQuery(trainingQueries.trainings(defaultTrainingFilter))), handle: { screen: 'trainings' } satisfies AdminRouteHandle, lazy: lazyPage(() => loadCatalog(validationCatalog).then(() => import('./decisions/trainings-page'))) },
  { path: 'referees', loader: prefetching(queryClient, (qc) => void qc.prefetchQuery(adminQueries.referees())), handle: { screen: 'referees' } satisfies AdminRouteHandle, lazy: lazyPage(() => import('./decisions/referees-page')) },
  { path: 'halls', loader: prefetching(queryClient, (qc) => { void qc.prefetchQuery(placesQueries.places()); void qc.prefetchQuery(placesQueries.reporters()); }), handle: { screen: 'halls' } satisfies AdminRouteHandle, lazy: lazyPage(() => import('./places/halls-page')) },
  // The place form shows the contract's validation codes on its fields: their messages come with it.
  { path: 'places', loader: prefetching(queryClient, (qc) => void qc.prefetchQuery(placesQueries.places())), handle: { screen: 'places' } satisfies AdminRouteHandle, lazy: lazyPage(() => import('./places/places-page')) },
  { path: 'places/:id', loader: prefetching(queryClient, (qc, a) => { void qc.prefetchQuery(placesQueries.places()); const id = idOf(a); if (id) void qc.prefetchQuery(placesQueries.place(id)); }), handle: { screen: 'places' } satisfies AdminRouteHandle, lazy: lazyPage(() => loadCatalog(validationCatalog).then(() => import('./places/place-page'))) },
  { path: 'referee-days', loader: prefetching(queryClient, (qc) => void qc.prefetchQuery(placesQueries.refereeDays())), handle: { screen: 'refereeDays' } satisfies AdminRouteHandle, lazy: lazyPage(() => import('./places/referee-days-page')) },
  // The forms show the contract's validation codes on their fields: their messages come with the page.
  { path: 'categories', loader: prefetching(queryClient, (qc) => void qc.prefetchQuery(masterDataQueries.categories())), handle: { screen: 'categories' } satisfies AdminRouteHandle, lazy: lazyPage(() => loadCatalog(validationCatalog).then(() => import('./master-data/categories-page'))) },
  { path: 'prices', loader: prefetching(queryClient, (qc) => { void qc.prefetchQuery(masterDataQueries.pricelist()); void qc.prefetchQuery(queries.static()); }), handle: { screen: 'prices' } satisfies AdminRouteHandle, lazy: lazyPage(() => loadCatalog(validationCatalog).then(() => import('./master-data/prices-page'))) },
  { path: 'users', loader: prefetching(queryClient, (qc) => void qc.prefetchQuery(peopleQueries.users())), handle: { screen: 'users' } satisfies AdminRouteHandle, lazy: lazyPage(() => loadCatalog(validationCatalog).then(() => import('./people/users-page'))) },
  { path: 'audit', loader: prefetching(queryClient, (qc) => void qc.prefetchQuery(adminQueries.audit({}))), handle: { screen: 'audit' } satisfies AdminRouteHandle, lazy: lazyPage(() => import('./audit/audit-page')) },
  // The page shows the server's validation codes on its fields: their messages come with it.
  { path: 'config', loader: prefetching(queryClient, (qc) => void qc.prefetchQuery(adminQueries.config())), handle: { screen: 'config' } satisfies AdminRouteHandle, lazy: lazyPage(() => loadCatalog(validationCatalog).then(() => import('./config/config-page'))) },
  { path: 'lots', loader: prefetching(queryClient, (qc) => void qc.prefetchQuery(lotsQueries.overview())), handle: { screen: 'lots' } satisfies AdminRouteHandle, lazy: lazyPage(() => import('./lots/lots-page')) },
  // Row errors name the contract's validation codes: their messages come with the page.
  { path: 'import-export', handle: { screen: 'importExport' } satisfies AdminRouteHandle, lazy: lazyPage(() => loadCatalog(validationCatalog).then(() => import('./import-export/import-export-page'))) },
  { path: 'competition', loader: prefetching(queryClient, (qc) => void qc.prefetchQuery(competitionQueries.categories())), handle: { screen: 'competition' } satisfies AdminRouteHandle, lazy: lazyPage(() => import('./competition/competition-list-page')) },
  // The schedule form shows the contract's validation codes on its fields: their messages come with the page.
  { path: 'competition/:categoryId', loader: prefetching(queryClient, (qc, a) => { const id = idOf(a, 'categoryId'); if (id) void qc.prefetchQuery(competitionQueries.detail(id)); }), handle: { screen: 'competition' } satisfies AdminRouteHandle, lazy: lazyPage(() => loadCatalog(validationCatalog).then(() => import('./competition/competition-page'))) },
  { path: '*', Component: NotFound },
];

/** Czech without a prefix, English under /en, as on the public site; the router's basename is /admin. */
export const createAdminRoutes = (queryClient: QueryClient): RouteObject[] => [
  { path: '/en', Component: AdminLayout, children: screens(queryClient) },
  { path: '/', Component: AdminLayout, children: screens(queryClient) },
];
