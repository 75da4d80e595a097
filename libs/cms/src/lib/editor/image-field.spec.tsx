import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithClient } from '../testing';
import { defaultEditorConfig, EditorConfigContext } from './editor-config';
import { ImageField } from './image-field';

const uploaded = (url: string) => ({ file: { id: 9, url, name: 'logo.png', mimeType: 'image/png', size: 68, width: 1, height: 1 } });
const png = (name = 'logo.png', bytes = 68) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

function Harness({ initial = null, required = false, onChange = () => undefined }: { initial?: string | null; required?: boolean; onChange?: (value: string | null) => void }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <ImageField
      label="Logo"
      value={value}
      required={required}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('ImageField', () => {
  it('uploads a picked image with a busy state, then previews it through the image proxy', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const { calls } = mockFetch({ 'POST /api/v1/cms/upload': () => ({ body: uploaded('/uploads/abc.png') }) });
    const realFetch = global.fetch;
    global.fetch = ((...args: Parameters<typeof fetch>) => new Promise((resolve) => (answer = () => resolve(realFetch(...args))))) as typeof fetch;
    const onChange = jest.fn();
    renderWithClient(<Harness onChange={onChange} />);
    expect(screen.getByText('Bez obrázku')).toBeInTheDocument();

    await userEvent.upload(screen.getByLabelText('Nahrát obrázek: Logo'), png());
    expect(await screen.findByRole('status')).toHaveTextContent('Nahrávám obrázek…');
    expect(screen.getByLabelText('Nahrát obrázek: Logo')).toBeDisabled();
    answer(undefined);

    expect(await screen.findByRole('img', { name: 'Náhled: Logo' })).toHaveAttribute('src', '/img/abc.png?w=320&h=256');
    expect(onChange).toHaveBeenCalledWith('/uploads/abc.png');
    expect(screen.getByRole('textbox', { name: /Logo/ })).toHaveValue('/uploads/abc.png');
    expect(screen.queryByRole('status')).toBeNull();
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/v1/cms/upload' });
    expect((calls[0].body as FormData).get('file')).toBeInstanceOf(File);
    // Once there is an image the same control replaces it.
    expect(screen.getByLabelText('Nahradit obrázek: Logo')).toBeInTheDocument();
  });

  it('explains a file the server refuses as not an image and keeps the image there was', async () => {
    mockFetch({ 'POST /api/v1/cms/upload': () => ({ status: 415, body: { error: { status: 415, code: 'unsupported_media_type', message: 'Not an image' } } }) });
    renderWithClient(<Harness initial="/uploads/old.png" />);
    await userEvent.upload(screen.getByLabelText('Nahradit obrázek: Logo'), png('renamed.png'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Tento soubor není obrázek. Nahrajte JPEG, PNG, WebP, GIF, AVIF nebo SVG.');
    expect(screen.getByRole('textbox', { name: /Logo/ })).toHaveValue('/uploads/old.png');
    expect(screen.getByRole('img', { name: 'Náhled: Logo' })).toHaveAttribute('src', '/img/old.png?w=320&h=256');
  });

  it('refuses a document and a too large image before sending anything', async () => {
    const { calls } = mockFetch({});
    renderWithClient(
      <EditorConfigContext.Provider value={{ ...defaultEditorConfig, imageMaxSize: 10 }}>
        <Harness />
      </EditorConfigContext.Provider>,
    );
    const input = screen.getByLabelText('Nahrát obrázek: Logo');
    await userEvent.upload(input, new File(['%PDF'], 'terms.pdf', { type: 'application/pdf' }), { applyAccept: false });
    expect(await screen.findByRole('alert')).toHaveTextContent('Tento soubor není obrázek.');
    await userEvent.upload(input, png('big.png', 11));
    expect(await screen.findByRole('alert')).toHaveTextContent('Obrázek je příliš velký: nejvýše 100 MB.');
    expect(calls).toHaveLength(0);
  });

  it('says a failed upload can be retried when the server fails', async () => {
    mockFetch({ 'POST /api/v1/cms/upload': () => ({ status: 500, body: { error: { status: 500, code: 'internal', message: 'Oops' } } }) });
    renderWithClient(<Harness />);
    await userEvent.upload(screen.getByLabelText('Nahrát obrázek: Logo'), png());
    expect(await screen.findByRole('alert')).toHaveTextContent('Obrázek se nepodařilo nahrát. Zkuste to znovu.');
  });

  it('removes an optional image and offers no removal of a required one', async () => {
    mockFetch({});
    const onChange = jest.fn();
    const { unmount } = renderWithClient(<Harness initial="/uploads/old.png" onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Odebrat obrázek: Logo' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByText('Bez obrázku')).toBeInTheDocument();
    expect(screen.getByLabelText('Nahrát obrázek: Logo')).toBeInTheDocument();
    unmount();
    renderWithClient(<Harness initial="/uploads/old.png" required />);
    expect(screen.queryByRole('button', { name: /Odebrat obrázek/ })).toBeNull();
    expect(screen.getByRole('textbox', { name: /Logo/ })).toHaveAttribute('aria-required', 'true');
  });

  it('takes a typed address of an external image', async () => {
    mockFetch({});
    renderWithClient(<Harness />);
    await userEvent.type(screen.getByRole('textbox', { name: /Logo/ }), 'https://example.com/logo.svg');
    await waitFor(() => expect(screen.getByRole('img', { name: 'Náhled: Logo' })).toHaveAttribute('src', 'https://example.com/logo.svg'));
  });
});
