import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import type { RouteModules, ShellSlots } from '@phc/i18n';
import { getTournament } from '@phc/tournaments';
import { createQueryClient } from './query-client';
import { createAppRoutes } from './routing/app-routes';
import { TournamentApp } from './tournament-app';

/** The real shell on a memory router at `path`, with the phc tournament. */
export function renderApp(path: string, options: { modules?: RouteModules; slots?: ShellSlots; queryClient?: ReturnType<typeof createQueryClient> } = {}) {
  const queryClient = options.queryClient ?? createQueryClient();
  const router = createMemoryRouter(createAppRoutes({ queryClient, modules: options.modules ?? {} }), { initialEntries: [path] });
  const view = render(<TournamentApp tournament={getTournament('phc')} queryClient={queryClient} router={router} slots={options.slots} />);
  return { ...view, router };
}
