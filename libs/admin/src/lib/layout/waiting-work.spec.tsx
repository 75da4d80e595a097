import { act, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { apiRequest } from '@phc/api-client';
import type { WaitingWork } from '@phc/api-contract';
import { activateLocale, loadCatalog } from '@phc/i18n';
import { renderWithTheme } from '@phc/ui/testing';
import { adminCatalog } from '../catalog';
import { WaitingWorkPanel } from './waiting-work';

jest.mock('@phc/api-client', () => ({ ...jest.requireActual('@phc/api-client'), apiRequest: jest.fn() }));
const api = apiRequest as unknown as jest.Mock;

function setup(answer: () => Promise<WaitingWork>, route = '/') {
  api.mockReset();
  api.mockImplementation(answer);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithTheme(
    <QueryClientProvider client={client}>
      <WaitingWorkPanel />
    </QueryClientProvider>,
    { route },
  );
}

const items: WaitingWork['items'] = [
  { kind: 'registrations', count: 4 },
  { kind: 'teamRequests', count: 2 },
  { kind: 'trainings', count: 0 },
  { kind: 'overdueOrders', count: 1 },
];

describe('WaitingWorkPanel (issue 24)', () => {
  it('shows each count as a link to the screen where it is done', async () => {
    setup(async () => ({ items }));
    expect(await screen.findByRole('heading', { name: 'Čeká na vyřízení' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '4 Registrace ke schválení' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: '2 Žádosti o výjimku' })).toHaveAttribute('href', '/team-requests');
    expect(screen.getByRole('link', { name: '0 Žádosti o trénink' })).toHaveAttribute('href', '/trainings');
    expect(screen.getByRole('link', { name: '1 Objednávky po splatnosti' })).toHaveAttribute('href', '/');
  });

  it('shows nothing for a role with no waiting kinds', async () => {
    setup(async () => ({ items: [] }));
    await act(async () => undefined);
    expect(screen.queryByRole('heading', { name: 'Čeká na vyřízení' })).not.toBeInTheDocument();
  });

  it('offers a retry when the call fails', async () => {
    setup(async () => Promise.reject(new Error('down')));
    expect(await screen.findByRole('button', { name: /Zkusit znovu/ })).toBeInTheDocument();
  });

  it('reads in English under /en', async () => {
    await act(async () => {
      await activateLocale('en');
      await loadCatalog(adminCatalog);
    });
    setup(async () => ({ items }), '/en/');
    expect(await screen.findByRole('link', { name: '2 Exception requests' })).toHaveAttribute('href', '/en/team-requests');
    await act(async () => activateLocale('cs'));
  });
});
