import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCmsPreviewStore } from '../logic/preview-store';
import { mockFetch, renderWithClient } from '../testing';
import { EditorPanel } from './editor-panel';

const txt = (cs: string, en: string) => ({ cs, en });
const page = (id: number, slug: string, title: string, extra: object = {}) => ({
  id,
  type: 'page',
  slug,
  data: { slug: txt(slug, slug), title: txt(title, title), hero: null, blocks: [] },
  draft: null,
  status: 'published',
  isArchived: false,
  version: 1,
  updatedAt: '2026-04-01T10:00:00.000Z',
  publishedAt: '2026-04-01T10:00:00.000Z',
  ...extra,
});
const menu = { ...page(1, 'header', 'Hlavní menu'), type: 'menu', data: { title: txt('Hlavní menu', 'Main menu'), position: 'header', menuItems: [{ title: txt('Výsledky', 'Results'), link: '/vysledky' }] } };

describe('EditorPanel', () => {
  beforeEach(() => localStorage.clear());

  it('opens the page being viewed, switches tabs by keyboard and shows drafts while open', async () => {
    const { calls } = mockFetch({
      'GET /api/v1/cms/object': (_body, url) => ({
        body: { objects: url.searchParams.get('type') === 'menu' ? [menu] : [page(4, 'home', 'Úvod'), page(5, 'informace', 'Informace'), page(6, 'stara', 'Stará', { isArchived: true })] },
      }),
    });
    const { unmount } = renderWithClient(<EditorPanel pageSlug="informace" onClose={jest.fn()} />);
    expect(useCmsPreviewStore.getState().preview).toBe(true);
    expect(await screen.findByRole('textbox', { name: /Název stránky \(čeština\)/ }, { timeout: 3000 })).toHaveValue('Informace');

    await userEvent.deselectOptions(screen.getByRole('listbox', { name: 'Zobrazit obsah ve stavu' }), ['published', 'draft']);
    expect(screen.getByRole('textbox', { name: /Název stránky \(čeština\)/ })).toHaveValue('Stará');
    expect(screen.getByRole('button', { name: 'Obnovit z archivu' })).toBeInTheDocument();

    const pagesTab = screen.getByRole('tab', { name: 'Stránky' });
    pagesTab.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Menu' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('textbox', { name: /Název menu \(čeština\)/ }, { timeout: 3000 })).toHaveValue('Hlavní menu');
    expect(screen.getByRole('textbox', { name: /Odkaz/ })).toHaveValue('/vysledky');
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/v1/cms/object')).toHaveLength(2));

    unmount();
    expect(useCmsPreviewStore.getState().preview).toBe(false);
  });

  it('takes the focus when it opens and closes on Escape', async () => {
    mockFetch({ 'GET /api/v1/cms/object': () => ({ body: { objects: [] } }) });
    const onClose = jest.fn();
    renderWithClient(<EditorPanel pageSlug={null} onClose={onClose} />);
    expect(screen.getByRole('heading', { name: 'Editor obsahu' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});
