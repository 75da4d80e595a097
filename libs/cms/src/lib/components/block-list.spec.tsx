import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Block } from '@phc/api-contract';
import { mockFetch, renderWithClient } from '../testing';
import { BlockList } from './block-list';

const txt = (cs: string, en = cs) => ({ cs, en });

const blocks = [
  { type: 'hero', title: txt('Zahájení'), subtitle: txt('V 19:00'), image: '/uploads/opening.svg' },
  { type: 'hero', title: txt('Finále'), image: null },
  { type: 'text', body: txt('<h2>Kategorie</h2><p>A až E</p><script>window.__xss = 1</script>') },
  { type: 'cards', items: [{ title: txt('Výsledky'), text: txt('Rozpis a tabulky'), link: '/vysledky' }] },
  { type: 'faq', items: [{ question: txt('Kde jsou výsledky?'), answer: txt('<p>V sekci Výsledky.</p>') }] },
  { type: 'cta', title: txt('Registrace je otevřená'), text: txt('Přihlaste klub.'), button: { label: txt('Registrovat'), link: '/registrace' } },
  { type: 'gallery', images: [{ url: '/uploads/fans.svg', alt: txt('Fanoušci') }] },
  { type: 'map', title: txt('Hala Štvanice'), link: '/mapa' },
  { type: 'video', url: 'https://example.com' },
] as unknown as Block[];

describe('BlockList', () => {
  beforeEach(() => mockFetch({}));

  it('renders each block type through its registered component, in order', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { container } = renderWithClient(<BlockList blocks={blocks} />);
    expect([...container.querySelectorAll('[data-block]')].map((el) => el.getAttribute('data-block'))).toEqual(['hero', 'text', 'cards', 'faq', 'cta', 'gallery', 'map']);
    expect(screen.getByRole('link', { name: 'Zobrazit na mapě' })).toHaveAttribute('href', '/mapa');
    expect(screen.getByRole('heading', { name: 'Kategorie' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Výsledky' })).toHaveAttribute('href', '/vysledky');
    expect(screen.getByRole('link', { name: 'Registrovat' })).toHaveAttribute('href', '/registrace');
    expect(screen.getByRole('img', { name: 'Fanoušci' })).toHaveAttribute('src', '/img/fans.svg?w=640&h=480&fit=cover');
    expect(container.querySelector('script')).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('video'));
    warn.mockRestore();
  });

  it('shows consecutive hero blocks as one slider with previous and next buttons and no dots', async () => {
    renderWithClient(<BlockList blocks={blocks.slice(0, 2)} />);
    expect(screen.getByRole('heading', { name: 'Zahájení' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Další snímek' }));
    expect(screen.getByRole('heading', { name: 'Finále' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Předchozí snímek' }));
    expect(screen.getByRole('heading', { name: 'Zahájení' })).toBeInTheDocument();
    expect(screen.getAllByRole('button')).toHaveLength(2);
  });

  it('puts English links under /en on English pages', () => {
    renderWithClient(<BlockList blocks={blocks.slice(5, 6)} />, '/en/informace');
    expect(screen.getByRole('link', { name: 'Registrovat' })).toHaveAttribute('href', '/en/registrace');
  });
});
