import { screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError, protocolQueryKeys } from '@phc/api-client';
import type { Club } from '@phc/api-contract';
import { renderWithTheme } from '@phc/ui/testing';
import { ProtocolPins } from './protocol-pins';

const teams: Club['teams'] = [
  { id: 3, name: null, teamNumber: 1, teamCategoryId: 1, teamCategory: { code: 'A', name: { cs: 'A chlapci', en: 'A boys' } }, clubId: 1, uuid: 'u-3' },
  { id: 4, name: null, teamNumber: 1, teamCategoryId: 2, teamCategory: { code: 'A', name: { cs: 'A dívky', en: 'A girls' } }, clubId: 1, uuid: 'u-4' },
];

function renderPins(pins: { teamId: number; pin: string }[] | Error) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (pins instanceof Error) client.setQueryDefaults(protocolQueryKeys.clubProtocolPins(1), { queryFn: () => Promise.reject(pins) });
  else client.setQueryData(protocolQueryKeys.clubProtocolPins(1), pins);
  return renderWithTheme(
    <QueryClientProvider client={client}>
      <ProtocolPins clubId={1} clubName="HC Praha" teams={teams} />
    </QueryClientProvider>,
    { route: '/' },
  );
}

describe('ProtocolPins', () => {
  it("lists each team's PIN for the match protocol under a heading", () => {
    renderPins([
      { teamId: 3, pin: '1234' },
      { teamId: 4, pin: '5678' },
    ]);
    expect(screen.getByRole('heading', { name: 'PIN pro zápasový protokol' })).toBeInTheDocument();
    expect(screen.getByText('1234')).toBeInTheDocument();
    expect(screen.getByText('5678')).toBeInTheDocument();
  });

  it('tells the club\'s boys\' and girls\' first teams apart by club and category name (issue 24: both read "A I")', () => {
    renderPins([
      { teamId: 3, pin: '1234' },
      { teamId: 4, pin: '5678' },
    ]);
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['HC Praha A chlapci I', 'HC Praha A dívky I']);
  });

  it('shows only the teams the server gives a PIN for', () => {
    renderPins([{ teamId: 4, pin: '5678' }]);
    expect(screen.queryByText('1234')).not.toBeInTheDocument();
    expect(screen.getAllByRole('definition')).toHaveLength(1);
  });

  it('offers a retry when the PINs cannot be read', async () => {
    renderPins(new ApiError(500, 'internal', 'boom'));
    expect(await screen.findByRole('button', { name: 'Zkusit znovu' })).toBeInTheDocument();
  });
});
