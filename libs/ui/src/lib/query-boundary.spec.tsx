import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider, useSuspenseQuery } from '@tanstack/react-query';
import { renderWithTheme } from '../test-utils';
import { QueryBoundary } from './query-boundary';

function Score({ read }: { read: () => Promise<string> }) {
  const { data } = useSuspenseQuery({ queryKey: ['score'], queryFn: read });
  return <p>{data}</p>;
}

function renderBoundary(read: () => Promise<string>, renderError?: (error: unknown, retry: () => void) => React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithTheme(
    <QueryClientProvider client={client}>
      <QueryBoundary fallback={<p>Načítám…</p>} renderError={renderError}>
        <Score read={read} />
      </QueryBoundary>
    </QueryClientProvider>,
  );
}

describe('QueryBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the fallback while the read loads, then the content', async () => {
    renderBoundary(() => Promise.resolve('5:3'));
    expect(screen.getByText('Načítám…')).toBeInTheDocument();
    expect(await screen.findByText('5:3')).toBeInTheDocument();
  });

  it('shows an error with a retry that reads again and then shows the content', async () => {
    const read = jest.fn<Promise<string>, []>().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('5:3');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderBoundary(read);
    expect(await screen.findByRole('alert')).toHaveTextContent('Něco se pokazilo');
    await userEvent.click(screen.getByRole('button', { name: 'Zkusit znovu' }));
    expect(await screen.findByText('5:3')).toBeInTheDocument();
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('lets the caller say what a failed read means', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderBoundary(() => Promise.reject(new Error('gone')), (error) => <p>{(error as Error).message}</p>);
    expect(await screen.findByText('gone')).toBeInTheDocument();
  });
});
