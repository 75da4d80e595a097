import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '@phc/ui/testing';
import { mockFetch } from '../testing';
import { RichTextEditor } from './rich-text-editor';

function bigFile(bytes: number) {
  const file = new File(['x'], 'video.mp4', { type: 'video/mp4' });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}

describe('RichTextEditor', () => {
  it('opens the stored HTML as an editable text box with the formatting toolbar', async () => {
    renderWithTheme(<RichTextEditor label="Text (čeština)" value={{ html: '<p>Vítejte v Praze</p>', lexical: null }} onChange={jest.fn()} />);
    const box = screen.getByRole('textbox', { name: 'Text (čeština)' });
    await waitFor(() => expect(box).toHaveTextContent('Vítejte v Praze'));
    const toolbar = screen.getByRole('toolbar', { name: 'Formát textu' });
    expect(screen.getByRole('combobox', { name: 'Styl odstavce' })).toBeInTheDocument();
    expect(toolbar).toContainElement(screen.getByRole('button', { name: 'Tučně' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Styl odstavce', 'Normální', 'Velký', 'Velký tenký', 'Nadpis 1', 'Nadpis 2', 'Nadpis 3', 'Nadpis 4']);
  });

  it('refuses a file over 104857600 bytes with a clear message and uploads nothing', async () => {
    const { calls } = mockFetch({});
    renderWithTheme(<RichTextEditor label="Text" value={{ html: '<p>a</p>', lexical: null }} onChange={jest.fn()} />);
    await userEvent.upload(screen.getByLabelText('Soubor'), bigFile(104_857_601));
    expect(await screen.findByRole('alert')).toHaveTextContent('Soubor je příliš velký: nejvýše 100 MB (104 857 600 bajtů).');
    expect(calls).toHaveLength(0);
  });

  it('uploads a file within the limit to the upload call', async () => {
    const { calls } = mockFetch({
      'POST /api/v1/cms/upload': () => ({ body: { file: { id: 1, url: '/uploads/rules.pdf', name: 'rules.pdf', mimeType: 'application/pdf', size: 10, width: null, height: null } } }),
    });
    renderWithTheme(<RichTextEditor label="Text" value={{ html: '<p>a</p>', lexical: null }} onChange={jest.fn()} />);
    await userEvent.upload(screen.getByLabelText('Soubor'), bigFile(104_857_600));
    await waitFor(() => expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/v1/cms/upload']));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
