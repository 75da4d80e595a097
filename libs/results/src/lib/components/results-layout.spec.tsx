import { screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { webQueries } from '@phc/api-client';
import { renderWithTheme } from '@phc/ui/testing';
import { ResultsLayout } from './results-layout';

// SPEC §9 "show results" off hides the results at every results address, not only the menu item.

const streams: string[] = [];
class RecordingEventSource {
  addEventListener = jest.fn();
  close = jest.fn();
  constructor(url: string) {
    streams.push(url);
  }
}

function renderLayout(showResults: string | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const configurations = showResults === null ? [] : [{ key: 'show_results', dataType: 'boolean', value: showResults, format: null }];
  client.setQueryData(webQueries.enums().queryKey, { configurations } as never);
  renderWithTheme(
    <QueryClientProvider client={client}>
      <ResultsLayout>
        <p>Tabulka skupiny A</p>
      </ResultsLayout>
    </QueryClientProvider>,
    { route: '/vysledky' },
  );
}

beforeAll(() => {
  (globalThis as unknown as { EventSource: unknown }).EventSource = RecordingEventSource;
});
beforeEach(() => {
  streams.length = 0;
});

describe('results layout', () => {
  it('shows the page when results are on the web', () => {
    renderLayout('true');
    expect(screen.getByText('Tabulka skupiny A')).toBeInTheDocument();
    expect(screen.queryByText('Výsledky nejsou na webu zveřejněné')).not.toBeInTheDocument();
  });

  it('says the results are not published instead of the page when they are off, and opens no live stream', () => {
    renderLayout('false');
    expect(screen.getByRole('heading', { level: 1, name: 'Výsledky' })).toBeInTheDocument();
    expect(screen.getByText('Výsledky nejsou na webu zveřejněné')).toBeInTheDocument();
    expect(screen.queryByText('Tabulka skupiny A')).not.toBeInTheDocument();
    expect(streams).toEqual([]);
  });
});
