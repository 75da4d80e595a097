import type { RouteObject } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { loadCatalog, validationCatalog } from '@phc/i18n';
import { Heading, Stack } from '@phc/ui';
import { AdminLayout, type AdminRouteHandle } from './layout/admin-layout';

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

/** The screens under one language prefix; each screen is its own chunk. */
const screens = (): RouteObject[] => [
  // Lands each organiser on a screen of theirs (a referee manager on the referees); no screen gate here.
  { index: true, lazy: lazyPage(() => import('./layout/admin-index')) },
  { path: 'clubs/:id', handle: { screen: 'registrations' } satisfies AdminRouteHandle, lazy: lazyPage(() => loadCatalog(validationCatalog).then(() => import('./registrations/club-page'))) },
  { path: 'clubs/:id/edit', handle: { screen: 'registrations' } satisfies AdminRouteHandle, lazy: lazyPage(() => loadCatalog(validationCatalog).then(() => import('./registrations/club-edit-page'))) },
  { path: 'team-requests', handle: { screen: 'teamRequests' } satisfies AdminRouteHandle, lazy: lazyPage(() => import('./decisions/team-requests-page')) },
  { path: 'transfers', handle: { screen: 'transfers' } satisfies AdminRouteHandle, lazy: lazyPage(() => import('./decisions/transfers-page')) },
  { path: 'trainings', handle: { screen: 'trainings' } satisfies AdminRouteHandle, lazy: lazyPage(() => loadCatalog(validationCatalog).then(() => import('./decisions/trainings-page'))) },
  { path: 'referees', handle: { screen: 'referees' } satisfies AdminRouteHandle, lazy: lazyPage(() => import('./decisions/referees-page')) },
  { path: 'halls', handle: { screen: 'halls' } satisfies AdminRouteHandle, lazy: lazyPage(() => import('./places/halls-page')) },
  // The place form shows the contract's validation codes on its fields: their messages come with it.
  { path: 'places', handle: { screen: 'places' } satisfies AdminRouteHandle, lazy: lazyPage(() => import('./places/places-page')) },
  { path: 'places/:id', handle: { screen: 'places' } satisfies AdminRouteHandle, lazy: lazyPage(() => loadCatalog(validationCatalog).then(() => import('./places/place-page'))) },
  { path: 'referee-days', handle: { screen: 'refereeDays' } satisfies AdminRouteHandle, lazy: lazyPage(() => import('./places/referee-days-page')) },
  // The forms show the contract's validation codes on their fields: their messages come with the page.
  { path: 'categories', handle: { screen: 'categories' } satisfies AdminRouteHandle, lazy: lazyPage(() => loadCatalog(validationCatalog).then(() => import('./master-data/categories-page'))) },
  { path: 'prices', handle: { screen: 'prices' } satisfies AdminRouteHandle, lazy: lazyPage(() => loadCatalog(validationCatalog).then(() => import('./master-data/prices-page'))) },
  { path: 'users', handle: { screen: 'users' } satisfies AdminRouteHandle, lazy: lazyPage(() => loadCatalog(validationCatalog).then(() => import('./people/users-page'))) },
  { path: 'audit', handle: { screen: 'audit' } satisfies AdminRouteHandle, lazy: lazyPage(() => import('./audit/audit-page')) },
  // The page shows the server's validation codes on its fields: their messages come with it.
  { path: 'config', handle: { screen: 'config' } satisfies AdminRouteHandle, lazy: lazyPage(() => loadCatalog(validationCatalog).then(() => import('./config/config-page'))) },
  { path: 'lots', handle: { screen: 'lots' } satisfies AdminRouteHandle, lazy: lazyPage(() => import('./lots/lots-page')) },
  // Row errors name the contract's validation codes: their messages come with the page.
  { path: 'import-export', handle: { screen: 'importExport' } satisfies AdminRouteHandle, lazy: lazyPage(() => loadCatalog(validationCatalog).then(() => import('./import-export/import-export-page'))) },
  { path: 'competition', handle: { screen: 'competition' } satisfies AdminRouteHandle, lazy: lazyPage(() => import('./competition/competition-list-page')) },
  // The schedule form shows the contract's validation codes on its fields: their messages come with the page.
  { path: 'competition/:categoryId', handle: { screen: 'competition' } satisfies AdminRouteHandle, lazy: lazyPage(() => loadCatalog(validationCatalog).then(() => import('./competition/competition-page'))) },
  { path: '*', Component: NotFound },
];

/** Czech without a prefix, English under /en, as on the public site; the router's basename is /admin. */
export const adminRoutes: RouteObject[] = [
  { path: '/en', Component: AdminLayout, children: screens() },
  { path: '/', Component: AdminLayout, children: screens() },
];
