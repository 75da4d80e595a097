import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CmsObject } from '@phc/api-contract';
import { activateLocale, loadCatalog } from '@phc/i18n';
import { cmsEditorCatalog } from '../catalog';
import { mockFetch, pageObject, renderWithClient } from '../testing';
import { ObjectForm } from './object-form';

const txt = (cs: string, en: string) => ({ cs, en });
const body = txt('<p>Vítejte na <strong>turnaji</strong><img src="x" onerror="alert(1)"></p><script>alert(2)</script>', '<p>Welcome to the <em>tournament</em></p>');

function pageWithText(): CmsObject {
  const page = pageObject();
  return { ...page, data: { ...(page.data as object), blocks: [{ type: 'text', body }] } } as CmsObject;
}

beforeEach(() => {
  localStorage.clear();
  mockFetch({});
});

describe('the rich text preview of the content editor', () => {
  it('shows the text as the public page renders it, cleaned the same way, under its field', async () => {
    renderWithClient(<ObjectForm object={pageWithText()} />);
    const toggle = screen.getAllByRole('button', { name: 'Náhled, jak ho uvidí návštěvník' })[0] as HTMLElement;
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    const preview = screen.getByRole('region', { name: 'Náhled: Text (čeština)' });
    expect(within(preview).getByText('turnaji').tagName).toBe('STRONG');
    expect(preview.querySelector('script')).toBeNull();
    expect(preview.querySelector('[onerror]')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Skrýt náhled' }));
    expect(screen.queryByRole('region', { name: 'Náhled: Text (čeština)' })).not.toBeInTheDocument();
  });

  it('speaks English', async () => {
    await act(async () => {
      await activateLocale('en');
      await loadCatalog(cmsEditorCatalog);
    });
    try {
      renderWithClient(<ObjectForm object={pageWithText()} />);
      const toggles = screen.getAllByRole('button', { name: 'Preview as a visitor will see it' });
      await userEvent.click(toggles[1] as HTMLElement);
      expect(within(screen.getByRole('region', { name: /^Preview: / })).getByText('tournament').tagName).toBe('EM');
      expect(screen.getByRole('button', { name: 'Hide preview' })).toBeInTheDocument();
    } finally {
      await act(() => activateLocale('cs'));
    }
  });
});
