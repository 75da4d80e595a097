import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clubLogoUpload } from '@phc/api-contract';
import { renderWithTheme } from '@phc/ui/testing';
import { LogoField } from './logo-field';
import { draftKey, emptyRegistration, parseDraft } from './registration-logic';
import { RegistrationForm } from './registration-form';

const stored = { id: 4, url: '/uploads/0123456789abcdef01234567.png', name: 'logo.png', mimeType: 'image/png', size: 120, width: 64, height: 64 };
/** What fetch answers (jsdom has no Response): only what the client reads. */
const json = (status: number, body: unknown) => Promise.resolve({ ok: status >= 200 && status < 300, status, statusText: '', json: async () => body } as Response);
const refusal = (status: number, code: string) => json(status, { error: { status, code, message: code, fields: { file: ['invalid'] } } });
const pngFile = (size = 120) => new File([new Uint8Array(size)], 'logo.png', { type: 'image/png' });

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn(() => json(200, { file: stored }));
  global.fetch = fetchMock as unknown as typeof fetch;
});

function Harness({ initial = '', clubId = null }: { initial?: string; clubId?: number | null }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <LogoField value={value} onChange={setValue} clubId={clubId} />
      <span data-testid="value">{value}</span>
    </>
  );
}

describe('club logo field', () => {
  it('uploads the chosen image to the logo endpoint and previews it small through the image proxy', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness clubId={12} />);
    await user.upload(screen.getByLabelText('Logo klubu'), pngFile());
    const preview = await screen.findByRole('img', { name: 'Nahrané logo klubu' });
    expect(preview).toHaveAttribute('src', '/img/0123456789abcdef01234567.png?w=256&h=256');
    expect(screen.getByTestId('value')).toHaveTextContent(stored.url);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/v1/web/club-logos?clubId=12');
    expect(init.method).toBe('POST');
    expect((init.body as FormData).get('file')).toBeInstanceOf(File);
  });

  it('shows a busy state and disables the input while the upload runs', async () => {
    let finish: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    await user.upload(screen.getByLabelText('Logo klubu'), pngFile());
    expect(screen.getByRole('status')).toHaveTextContent('Nahrávám logo…');
    expect(screen.getByLabelText('Logo klubu')).toBeDisabled();
    finish(await json(200, { file: stored }));
    expect(await screen.findByRole('img', { name: 'Nahrané logo klubu' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('refuses a file over the limit before sending it', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    await user.upload(screen.getByLabelText('Logo klubu'), pngFile(clubLogoUpload.maxBytes + 1));
    expect(await screen.findByText('Soubor je příliš velký. Logo může mít nejvýše 5 MB.')).toBeInTheDocument();
    expect(screen.getByLabelText('Logo klubu')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('explains a file the server does not take as an image, and a failed upload, keeping the earlier logo', async () => {
    fetchMock.mockImplementationOnce(() => refusal(415, 'unsupported_media_type')).mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')));
    const user = userEvent.setup();
    renderWithTheme(<Harness initial="/uploads/aaaaaaaaaaaaaaaaaaaaaaaa.png" />);
    const input = screen.getByLabelText('Nahrát jiné logo klubu');
    await user.upload(input, new File(['<svg/>'], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByText('Soubor není obrázek ve formátu PNG, JPEG nebo WebP.')).toBeInTheDocument();
    await user.upload(input, pngFile());
    expect(await screen.findByText('Logo se nepodařilo nahrát. Zkuste to prosím znovu.')).toBeInTheDocument();
    expect(screen.getByTestId('value')).toHaveTextContent('/uploads/aaaaaaaaaaaaaaaaaaaaaaaa.png');
  });

  it('says when registration closed or too many uploads were sent', async () => {
    fetchMock.mockImplementationOnce(() => refusal(403, 'registration_closed')).mockImplementationOnce(() => refusal(429, 'rate_limited'));
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    await user.upload(screen.getByLabelText('Logo klubu'), pngFile());
    expect(await screen.findByText('Registrace je uzavřena, logo už nelze nahrát.')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Logo klubu'), pngFile());
    expect(await screen.findByText('Příliš mnoho nahrávání najednou. Zkuste to prosím za několik minut.')).toBeInTheDocument();
  });

  it('removes the logo', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness initial={stored.url} />);
    await user.click(screen.getByRole('button', { name: 'Odebrat logo' }));
    expect(screen.queryByRole('img', { name: 'Nahrané logo klubu' })).not.toBeInTheDocument();
    expect(screen.getByTestId('value')).toBeEmptyDOMElement();
    expect(screen.getByLabelText('Logo klubu')).toHaveFocus();
  });
});

describe('club logo in the registration form', () => {
  it('keeps the uploaded logo in the saved draft, so a reload shows it again', async () => {
    const data = new Map<string, string>();
    const storage = { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), removeItem: (k: string) => void data.delete(k) };
    const props = { clubId: null, initialValues: emptyRegistration(), enums: { configurations: [], tshirtSizes: [], countries: [], regions: [], teamCategories: [], pricelistItems: [], serviceLevels: [], trainingTypes: [] }, orderBundles: [], needsPassword: false, onSubmit: jest.fn(), storage };
    const user = userEvent.setup();
    const first = renderWithTheme(<RegistrationForm {...props} />, { route: '/registrace' });
    await user.upload(screen.getByLabelText('Logo klubu'), pngFile());
    await screen.findByRole('img', { name: 'Nahrané logo klubu' });
    expect(parseDraft(data.get(draftKey(null)) ?? null, emptyRegistration())?.logo).toBe(stored.url);
    first.unmount();
    renderWithTheme(<RegistrationForm {...props} />, { route: '/registrace' });
    expect(screen.getByRole('img', { name: 'Nahrané logo klubu' })).toHaveAttribute('src', '/img/0123456789abcdef01234567.png?w=256&h=256');
  });
});
