import { render } from '@testing-library/react';
import { usePageTitle, usePageTitleStore } from './page-title';

function Page({ title }: { title: string | null }) {
  usePageTitle(title);
  return null;
}

describe('usePageTitle', () => {
  it('holds the page title while the page is shown and clears it afterwards', () => {
    const { rerender, unmount } = render(<Page title="Sparta – Dukla" />);
    expect(usePageTitleStore.getState().title).toBe('Sparta – Dukla');
    rerender(<Page title="Sparta – Slavia" />);
    expect(usePageTitleStore.getState().title).toBe('Sparta – Slavia');
    unmount();
    expect(usePageTitleStore.getState().title).toBeNull();
  });

  it('leaves the route name in place without a title', () => {
    render(<Page title={null} />);
    expect(usePageTitleStore.getState().title).toBeNull();
  });
});
