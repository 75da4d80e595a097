import { useLayoutEffect } from 'react';
import { render, screen } from '@testing-library/react';
import { renderWithTheme } from '../test-utils';
import { FirstPaintGate, resetFirstPaintGate } from './first-paint-gate';
import { PageSkeleton } from './page-skeleton';

describe('PageSkeleton', () => {
  it('announces loading once and draws the heading, the controls given and the rows', () => {
    const { container } = renderWithTheme(
      <PageSkeleton heading rows={3} rowHeight={84}>
        <span data-testid="filters" />
      </PageSkeleton>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Načítá se…');
    expect(screen.getByTestId('filters')).toBeInTheDocument();
    const placeholders = container.querySelectorAll('[data-skeleton]');
    // The heading bar and three rows of the list's height.
    expect(placeholders).toHaveLength(4);
    expect(placeholders[3]).toHaveStyle({ height: '84px' });
    expect(container.querySelector('[data-page-skeleton]')).toHaveAttribute('aria-busy', 'true');
  });
});

describe('FirstPaintGate', () => {
  beforeEach(() => resetFirstPaintGate());

  it("commits the skeleton first on the app's first screen, then the content", () => {
    const commits: string[] = [];
    function Committed({ name }: { name: string }) {
      useLayoutEffect(() => void commits.push(name), [name]);
      return <p>{name}</p>;
    }
    render(
      <FirstPaintGate fallback={<Committed name="Načítá se…" />}>
        <Committed name="Zápasy" />
      </FirstPaintGate>,
    );
    // The skeleton was on screen (committed) before the content replaced it.
    expect(commits).toEqual(['Načítá se…', 'Zápasy']);
    expect(screen.getByText('Zápasy')).toBeInTheDocument();
    expect(screen.queryByText('Načítá se…')).not.toBeInTheDocument();
  });

  it('renders later screens at once', async () => {
    const first = render(<FirstPaintGate fallback={<p>Načítá se…</p>}>první</FirstPaintGate>);
    await screen.findByText('první');
    first.unmount();
    render(<FirstPaintGate fallback={<p>Načítá se…</p>}>druhá</FirstPaintGate>);
    expect(screen.getByText('druhá')).toBeInTheDocument();
  });
});
