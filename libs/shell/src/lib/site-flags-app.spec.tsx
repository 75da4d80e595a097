import { screen, within } from '@testing-library/react';
import { webQueries } from '@phc/api-client';
import { createQueryClient } from './query-client';
import { renderApp } from './test-app';

// SPEC §9 flags the shell honours, each turned off to see the effect on a rendered page.

const withConfig = (values: Record<string, string | null>) => {
  const queryClient = createQueryClient();
  const configurations = Object.entries(values).map(([key, value]) => ({ key, dataType: 'string' as const, value, format: null }));
  queryClient.setQueryData(webQueries.enums().queryKey, { configurations } as never);
  queryClient.setQueryDefaults(webQueries.enums().queryKey, { staleTime: Infinity });
  return queryClient;
};

describe('show results', () => {
  it('lists Results in the menu when on and leaves it out when off', async () => {
    const on = renderApp('/ucastnici', { queryClient: withConfig({ show_results: '1' }) });
    const menu = await screen.findByRole('navigation', { name: /menu|hlavní/i });
    expect(within(menu).getByRole('link', { name: 'Výsledky' })).toBeInTheDocument();
    on.unmount();
    renderApp('/ucastnici', { queryClient: withConfig({ show_results: '0' }) });
    const offMenu = await screen.findByRole('navigation', { name: /menu|hlavní/i });
    expect(within(offMenu).queryByRole('link', { name: 'Výsledky' })).not.toBeInTheDocument();
  });

  it("leaves the results out of the organiser's own menu too when off", async () => {
    const useMainMenu = () => [
      { label: 'Výsledky', to: '/vysledky' },
      { label: 'Rozpis', to: '/vysledky/podle-dni' },
      { label: 'Účastníci', to: '/ucastnici' },
    ];
    renderApp('/ucastnici', { queryClient: withConfig({ show_results: '0' }), slots: { useMainMenu } });
    const menu = await screen.findByRole('navigation', { name: /menu|hlavní/i });
    // The results links go; the shell's own "Mapa" joins a content menu that lacks it (issue 18).
    expect(within(menu).getAllByRole('link').map((link) => link.textContent)).toEqual(['Účastníci', 'Mapa']);
  });
});
