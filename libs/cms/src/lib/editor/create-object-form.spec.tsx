import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@phc/api-client';
import type { CmsObject } from '@phc/api-contract';
import { activateLocale, loadCatalog, validationCatalog } from '@phc/i18n';
import { renderWithTheme } from '@phc/ui/testing';
import { cmsEditorCatalog } from '../catalog';
import { mockFetch, renderWithClient } from '../testing';
import { CreateObjectForm } from './create-object-form';
import { EditorPanel } from './editor-panel';
import type { CreatableType } from './new-object';

function setup(type: CreatableType, onCreate: jest.Mock = jest.fn(async (input: unknown) => ({ id: 99, ...(input as object) }) as unknown as CmsObject)) {
  const onCreated = jest.fn();
  renderWithTheme(<CreateObjectForm type={type} onCreate={onCreate} onCreated={onCreated} onCancel={jest.fn()} />);
  return { onCreate, onCreated, create: () => userEvent.click(screen.getByRole('button', { name: 'Vytvořit' })) };
}

const title = async (cs: string, en: string) => {
  await userEvent.type(screen.getByRole('textbox', { name: /^Název \(čeština\)/ }), cs);
  await userEvent.type(screen.getByRole('textbox', { name: /^Název \(angličtina\)/ }), en);
};

beforeAll(async () => {
  await activateLocale('cs');
  await loadCatalog(validationCatalog);
});

describe('CreateObjectForm (cs)', () => {
  it('needs both titles and sends nothing without them', async () => {
    const form = setup('page');
    await form.create();
    expect(screen.getAllByText('Toto pole je povinné.').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByRole('textbox', { name: /^Název \(čeština\)/ })).toHaveAttribute('aria-invalid', 'true');
    expect(form.onCreate).not.toHaveBeenCalled();
  });

  it('creates a page whose addresses follow the titles', async () => {
    const form = setup('page');
    await title('Podmínky výjimek', 'Exception conditions');
    expect(screen.getByRole('textbox', { name: /^Adresa stránky \(čeština\)/ })).toHaveValue('podminky-vyjimek');
    await form.create();
    expect(form.onCreate).toHaveBeenCalledWith({ type: 'page', data: { slug: { cs: 'podminky-vyjimek', en: 'exception-conditions' }, title: { cs: 'Podmínky výjimek', en: 'Exception conditions' }, hero: null, blocks: [] } });
    await waitFor(() => expect(form.onCreated).toHaveBeenCalledWith(expect.objectContaining({ id: 99 })));
  });

  it('creates a menu in the chosen position', async () => {
    const form = setup('menu');
    await title('Odkazy', 'Links');
    await form.create();
    expect(screen.getByRole('combobox', { name: /^Umístění menu/ })).toHaveAttribute('aria-invalid', 'true');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Umístění menu/ }), 'footer');
    await form.create();
    expect(form.onCreate).toHaveBeenCalledWith(expect.objectContaining({ type: 'menu', data: { title: { cs: 'Odkazy', en: 'Links' }, position: 'footer', menuItems: [] } }));
  });

  it('creates a partner group with a size and an order', async () => {
    const form = setup('partner_group');
    await title('Mediální partneři', 'Media partners');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Velikost log/ }), 'sm');
    await userEvent.clear(screen.getByRole('spinbutton', { name: /^Pořadí/ }));
    await userEvent.type(screen.getByRole('spinbutton', { name: /^Pořadí/ }), '4');
    await form.create();
    expect(form.onCreate).toHaveBeenCalledWith(expect.objectContaining({ type: 'partner_group', data: expect.objectContaining({ size: 'sm', order: 4, items: [] }) }));
  });

  it('creates a custom block in a named position', async () => {
    const form = setup('custom_block');
    await title('Aplikace', 'App');
    await form.create();
    expect(screen.getByRole('textbox', { name: /^Umístění bloku/ })).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(screen.getByRole('textbox', { name: /^Umístění bloku/ }), 'sidebar');
    await form.create();
    expect(form.onCreate).toHaveBeenCalledWith(expect.objectContaining({ type: 'custom_block', data: expect.objectContaining({ position: 'sidebar' }) }));
  });

  it('says when the address is taken', async () => {
    const form = setup(
      'page',
      jest.fn(async () => Promise.reject(new ApiError(409, 'conflict', 'Taken'))),
    );
    await title('Úvod', 'Home');
    await form.create();
    expect(await screen.findByRole('alert')).toHaveTextContent('Tuto adresu už používá jiný obsah.');
    expect(form.onCreated).not.toHaveBeenCalled();
  });
});

describe('creating from the editor panel', () => {
  it('creates a page as a draft and opens it in the object form', async () => {
    const created = { id: 42, type: 'page', slug: 'novinky', data: null, draft: { slug: { cs: 'novinky', en: 'news' }, title: { cs: 'Novinky', en: 'News' }, hero: null, blocks: [] }, status: 'draft', isArchived: false, version: 1, updatedAt: '2026-04-01T10:00:00.000Z', publishedAt: null };
    const { calls } = mockFetch({
      'GET /api/v1/cms/object': () => ({ body: { objects: [] } }),
      'POST /api/v1/cms/object': () => ({ body: { object: created } }),
    });
    renderWithClient(<EditorPanel pageSlug={null} onClose={jest.fn()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Nová stránka' }, { timeout: 3000 }));
    await title('Novinky', 'News');
    await userEvent.click(screen.getByRole('button', { name: 'Vytvořit' }));
    expect(await screen.findByRole('textbox', { name: /Název stránky \(čeština\)/ })).toHaveValue('Novinky');
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ type: 'page', data: { slug: { cs: 'novinky', en: 'news' } } });
  });

  it('offers create on the menu, partner and custom block tabs, not on settings', async () => {
    mockFetch({ 'GET /api/v1/cms/object': () => ({ body: { objects: [] } }) });
    renderWithClient(<EditorPanel pageSlug={null} onClose={jest.fn()} />);
    for (const [tab, label] of [
      ['Menu', 'Nové menu'],
      ['Partneři', 'Nová skupina partnerů'],
      ['Vlastní bloky', 'Nový vlastní blok'],
    ]) {
      await userEvent.click(screen.getByRole('tab', { name: tab }));
      expect(await screen.findByRole('button', { name: label }, { timeout: 3000 })).toBeInTheDocument();
    }
    await userEvent.click(screen.getByRole('tab', { name: 'Nastavení' }));
    await screen.findByText('Zatím tu nic není.', undefined, { timeout: 3000 });
    expect(screen.queryByRole('button', { name: /^Nov/ })).not.toBeInTheDocument();
  });
});

describe('CreateObjectForm (en)', () => {
  beforeAll(async () => {
    await act(async () => {
      await activateLocale('en');
      await loadCatalog(validationCatalog);
      await loadCatalog(cmsEditorCatalog);
    });
  });
  afterAll(() => activateLocale('cs'));

  it('speaks English', async () => {
    setup('menu');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(screen.getAllByText('This field is required.').length).toBeGreaterThanOrEqual(3);
    expect(screen.getByRole('combobox', { name: /^Menu position/ })).toBeInTheDocument();
  });
});
