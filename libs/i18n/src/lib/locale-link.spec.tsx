import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { LocaleLink, useLocale, useRouteHref } from './locale-link';

function Probe() {
  const locale = useLocale();
  const routeHref = useRouteHref();
  return (
    <>
      <p>{locale}</p>
      <LocaleLink to="/podminky">podmínky</LocaleLink>
      <LocaleLink to="/vysledky/zapas/7#udalosti">zápas</LocaleLink>
      <a href={routeHref('soupiska-clubId', { clubId: 3 })}>soupiska</a>
    </>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', Component: Probe }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
}

describe('locale-aware links', () => {
  it('keep Czech paths on Czech pages', () => {
    renderAt('/vysledky');
    expect(screen.getByText('cs')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'podmínky' })).toHaveAttribute('href', '/podminky');
    expect(screen.getByRole('link', { name: 'soupiska' })).toHaveAttribute('href', '/soupiska/3');
  });

  it('point at the English form of the screen on English pages', () => {
    renderAt('/en/vysledky');
    expect(screen.getByText('en')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'podmínky' })).toHaveAttribute('href', '/en/terms');
    expect(screen.getByRole('link', { name: 'zápas' })).toHaveAttribute('href', '/en/vysledky/zapas/7#udalosti');
    expect(screen.getByRole('link', { name: 'soupiska' })).toHaveAttribute('href', '/en/soupiska/3');
  });
});
