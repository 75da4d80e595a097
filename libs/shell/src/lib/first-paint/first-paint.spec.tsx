import type { ComponentType } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { activateLocale } from '@phc/i18n';
import { getTournament } from '@phc/tournaments';
import { createQueryClient } from '../query-client';
import { activatedLocaleData, createAppRoutes } from '../routing/app-routes';
import { TournamentApp } from '../tournament-app';

beforeAll(() => {
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
});

describe('first paint', () => {
  it("shows the frame and a skeleton while the first screen's chunk loads, and keeps the frame when it arrives", async () => {
    await activateLocale('cs');
    let resolveScreen: (module: { Component: ComponentType }) => void = () => undefined;
    const screenChunk = new Promise<{ Component: ComponentType }>((resolve) => (resolveScreen = resolve));
    const queryClient = createQueryClient();
    // As the entry creates it: the language is active before the first render.
    const router = createMemoryRouter(createAppRoutes({ queryClient, modules: { 'vysledky-podle-dni': () => screenChunk } }), {
      initialEntries: ['/vysledky/podle-dni'],
      hydrationData: { loaderData: activatedLocaleData('cs') },
    });
    render(<TournamentApp tournament={getTournament('phc')} queryClient={queryClient} router={router} />);

    const header = await screen.findByRole('banner');
    expect(within(header).getByText('Prague Handball Cup')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('status')).toHaveTextContent('Načítá se…');

    await act(async () => resolveScreen({ Component: () => <h1>Rozpis podle dní</h1> }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Rozpis podle dní' })).toBeInTheDocument();
    expect(screen.queryByText('Načítá se…')).not.toBeInTheDocument();
    // The same header element: the frame was not rebuilt (nothing in it moves or flashes).
    expect(screen.getByRole('banner')).toBe(header);
    router.dispose();
  });
});
