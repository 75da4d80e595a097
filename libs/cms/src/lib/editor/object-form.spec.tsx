import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CmsObject } from '@phc/api-contract';
import { readLocalDraft, writeLocalDraft } from '../logic/local-drafts';
import { mockFetch, pageObject, renderWithClient } from '../testing';
import { ObjectForm } from './object-form';

const txt = (cs: string, en: string) => ({ cs, en });

beforeEach(() => localStorage.clear());

describe('ObjectForm', () => {
  it('saves the edited title as a draft with the version it started from', async () => {
    const { calls } = mockFetch({
      'PUT /api/v1/cms/object/5': (body) => ({ body: { object: { ...pageObject(), draft: (body as { data: unknown }).data, status: 'draft', version: 4 } } }),
    });
    renderWithClient(<ObjectForm object={pageObject()} />);
    const title = screen.getByRole('textbox', { name: /Název stránky \(čeština\)/ });
    await userEvent.clear(title);
    await userEvent.type(title, 'Informace 2026');
    await userEvent.click(screen.getByRole('button', { name: 'Uložit koncept' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')?.body as { version: number; data: { title: { cs: string; en: string } } };
    expect(put.version).toBe(3);
    expect(put.data.title).toEqual({ cs: 'Informace 2026', en: 'Information' });
    await waitFor(() => expect(readLocalDraft(5)).toBeNull());
  });

  it('shows a translated message on a too long title, keeps what was typed and sends nothing', async () => {
    const { calls } = mockFetch({});
    renderWithClient(<ObjectForm object={pageObject()} />);
    const english = screen.getByRole('textbox', { name: /Název stránky \(angličtina\)/ });
    const long = 'x'.repeat(201);
    await userEvent.clear(english);
    await userEvent.click(english);
    await userEvent.paste(long);
    await userEvent.click(screen.getByRole('button', { name: 'Uložit koncept' }));
    expect(await screen.findByText('Text je příliš dlouhý.')).toBeInTheDocument();
    expect(english).toHaveAttribute('aria-invalid', 'true');
    expect(english).toHaveValue(long);
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('keeps the text and explains a concurrent save (409)', async () => {
    mockFetch({ 'PUT /api/v1/cms/object/5': () => ({ status: 409, body: { error: { status: 409, code: 'conflict', message: 'Version mismatch' } } }) });
    renderWithClient(<ObjectForm object={pageObject()} />);
    const title = screen.getByRole('textbox', { name: /Název stránky \(čeština\)/ });
    await userEvent.clear(title);
    await userEvent.type(title, 'Moje verze');
    await userEvent.click(screen.getByRole('button', { name: 'Uložit koncept' }));
    expect(await screen.findByText(/Tento obsah mezitím uložil někdo jiný/)).toBeInTheDocument();
    expect(title).toHaveValue('Moje verze');
    expect(readLocalDraft<{ title: { cs: string } }>(5)?.data.title.cs).toBe('Moje verze');
  });

  it('puts the server’s field errors of a 400 on the fields', async () => {
    mockFetch({ 'PUT /api/v1/cms/object/5': () => ({ status: 400, body: { error: { status: 400, code: 'validation', message: 'Invalid', fields: { 'data.title.en': ['tooLong'] } } } }) });
    renderWithClient(<ObjectForm object={pageObject()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Uložit koncept' }));
    expect(await screen.findByText('Text je příliš dlouhý.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Název stránky \(angličtina\)/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('restores unsaved edits kept in the browser and can discard them', async () => {
    writeLocalDraft({ objectId: 5, baseVersion: 3, data: { ...pageObject().data, title: txt('Neuloženo', 'Unsaved') } });
    mockFetch({});
    renderWithClient(<ObjectForm object={pageObject()} />);
    expect(screen.getByText('Obnoveny neuložené úpravy z tohoto prohlížeče.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Název stránky \(čeština\)/ })).toHaveValue('Neuloženo');
    await userEvent.click(screen.getByRole('button', { name: 'Zahodit neuložené úpravy' }));
    expect(screen.getByRole('textbox', { name: /Název stránky \(čeština\)/ })).toHaveValue('Informace');
    expect(readLocalDraft(5)).toBeNull();
  });

  it('offers publish only for a saved draft and archive or restore by state', () => {
    mockFetch({});
    const { unmount } = renderWithClient(<ObjectForm object={pageObject()} />);
    expect(screen.getByRole('button', { name: 'Zveřejnit' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Archivovat' })).toBeInTheDocument();
    unmount();
    renderWithClient(<ObjectForm object={pageObject({ draft: pageObject().data, status: 'draft', isArchived: true } as Partial<CmsObject>)} />);
    expect(screen.getByRole('button', { name: 'Zveřejnit' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Obnovit z archivu' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Archivovat' })).toBeNull();
  });

  it('publishes through the content object call', async () => {
    const draftObject = pageObject({ draft: pageObject().data, status: 'draft' } as Partial<CmsObject>);
    const { calls } = mockFetch({ 'POST /api/v1/cms/object/5/publish': () => ({ body: { object: { ...draftObject, draft: null, status: 'published', version: 4 } } }) });
    renderWithClient(<ObjectForm object={draftObject} />);
    await userEvent.click(screen.getByRole('button', { name: 'Zveřejnit' }));
    await waitFor(() => expect(calls.map((c) => `${c.method} ${c.path}`)).toContain('POST /api/v1/cms/object/5/publish'));
  });
});

function partnerGroup(): CmsObject {
  return {
    id: 8,
    type: 'partner_group',
    slug: null,
    data: { title: txt('Partneři', 'Partners'), size: 'md', order: 2, items: [{ name: 'Kempa', link: 'https://example.com/', logo: '/uploads/partner-kempa.svg' }] },
    draft: null,
    status: 'published',
    isArchived: false,
    version: 1,
    updatedAt: '2026-04-01T10:00:00.000Z',
    publishedAt: '2026-04-01T10:00:00.000Z',
  } as CmsObject;
}

describe('ObjectForm images and lists', () => {
  it('adds a partner with an uploaded logo and saves it with the group', async () => {
    const { calls } = mockFetch({
      'POST /api/v1/cms/upload': () => ({ body: { file: { id: 3, url: '/uploads/new-logo.png', name: 'logo.png', mimeType: 'image/png', size: 68, width: 1, height: 1 } } }),
      'PUT /api/v1/cms/object/8': (body) => ({ body: { object: { ...partnerGroup(), draft: (body as { data: unknown }).data, status: 'draft', version: 2 } } }),
    });
    renderWithClient(<ObjectForm object={partnerGroup()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Přidat partnera' }));
    expect(readLocalDraft<{ items: unknown[] }>(8)?.data.items).toHaveLength(2);
    const partner = screen.getByRole('group', { name: 'Partner 2' });
    await userEvent.type(within(partner).getByRole('textbox', { name: /Název partnera/ }), 'Nový partner');
    await userEvent.type(within(partner).getByRole('textbox', { name: /Odkaz na web partnera/ }), 'https://novy.example.com/');
    await userEvent.upload(within(partner).getByLabelText('Nahrát obrázek: Logo'), new File([new Uint8Array(68)], 'logo.png', { type: 'image/png' }));
    expect(await within(partner).findByRole('img', { name: 'Náhled: Logo' })).toHaveAttribute('src', '/img/new-logo.png?w=320&h=256');
    // The unsaved list is kept in the browser like any other edit.
    expect(readLocalDraft<{ items: { logo: string }[] }>(8)?.data.items[1]?.logo).toBe('/uploads/new-logo.png');

    await userEvent.click(screen.getByRole('button', { name: 'Uložit koncept' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')?.body as { data: { items: unknown[] } };
    expect(put.data.items).toEqual([
      { name: 'Kempa', link: 'https://example.com/', logo: '/uploads/partner-kempa.svg' },
      { name: 'Nový partner', link: 'https://novy.example.com/', logo: '/uploads/new-logo.png' },
    ]);
  });

  it('asks for the logo of a new partner, sends nothing, and takes the link left empty as none', async () => {
    const { calls } = mockFetch({});
    renderWithClient(<ObjectForm object={partnerGroup()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Přidat partnera' }));
    await userEvent.click(screen.getByRole('button', { name: 'Uložit koncept' }));
    const partner = screen.getByRole('group', { name: 'Partner 2' });
    const logo = within(partner).getByRole('textbox', { name: /Logo/ });
    await waitFor(() => expect(logo).toHaveAttribute('aria-invalid', 'true'));
    expect(logo).toHaveAccessibleDescription(/Toto pole je povinné\./);
    expect(within(partner).getByRole('textbox', { name: /Odkaz na web partnera/ })).not.toHaveAttribute('aria-invalid');
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('reorders custom block images, removes one and adds a button to the block', async () => {
    const block = {
      ...partnerGroup(),
      id: 9,
      type: 'custom_block',
      data: { position: 'home-top', title: txt('Aplikace', 'App'), text: txt('Stáhněte si ji.', 'Get it.'), images: ['/uploads/a.png', '/uploads/b.png'], buttonLabel: null, buttonLink: null },
    } as CmsObject;
    const { calls } = mockFetch({ 'PUT /api/v1/cms/object/9': (body) => ({ body: { object: { ...block, draft: (body as { data: unknown }).data, status: 'draft', version: 2 } } }) });
    renderWithClient(<ObjectForm object={block} />);
    await userEvent.click(screen.getByRole('button', { name: 'Posunout výš: Obrázek 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Přidat obrázek' }));
    await userEvent.type(within(screen.getByRole('group', { name: 'Obrázek 3' })).getByRole('textbox', { name: /Obrázek/ }), '/uploads/c.png');
    await userEvent.click(screen.getByRole('button', { name: 'Odebrat: Obrázek 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Přidat tlačítko' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Text tlačítka \(čeština\)/ }), 'Stáhnout');
    await userEvent.type(screen.getByRole('textbox', { name: /Text tlačítka \(angličtina\)/ }), 'Download');
    await userEvent.click(screen.getByRole('button', { name: 'Uložit koncept' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')?.body as { data: Record<string, unknown> };
    expect(put.data['images']).toEqual(['/uploads/b.png', '/uploads/c.png']);
    expect(put.data['buttonLabel']).toEqual({ cs: 'Stáhnout', en: 'Download' });
    expect(put.data['buttonLink']).toBe('/');
  });
});
