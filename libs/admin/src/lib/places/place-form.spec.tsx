import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { AdminPlaceDetail } from '@phc/api-contract';
import { ApiError } from '@phc/api-client';
import { renderWithTheme } from '@phc/ui/testing';
import { PlaceForm } from './place-form';

const hall: AdminPlaceDetail = {
  id: 5,
  placeType: 'hall',
  name: { cs: 'Hala Děkanka', en: 'Dekanka hall' },
  description: { cs: '', en: '' },
  address: 'Praha 4',
  lat: 50.05,
  lng: 14.44,
  openingHours: null,
  openingDays: [{ day: '2026-04-07', opens: '08:00', closes: '20:00' }],
  photos: [{ url: '/uploads/a.jpg' }, { url: '/uploads/b.jpg' }],
  sortOrder: 2,
  reporter: null,
  matches: 3,
  trainings: 0,
};
const days = ['2026-04-06', '2026-04-07'];

function setup(options: { onSave?: jest.Mock; onUpload?: jest.Mock; place?: AdminPlaceDetail | null } = {}) {
  const onSave = options.onSave ?? jest.fn(async () => undefined);
  const onUpload = options.onUpload ?? jest.fn(async () => ({ url: '/uploads/new.jpg' }));
  renderWithTheme(
    <MemoryRouter>
      <PlaceForm place={options.place === undefined ? hall : options.place} days={days} onSave={onSave} onUpload={onUpload} />
    </MemoryRouter>,
  );
  return { onSave, onUpload };
}

const textbox = (name: RegExp) => screen.getByRole('textbox', { name });
const save = () => userEvent.click(screen.getByRole('button', { name: /Uložit změny|Vytvořit místo/ }));
const typeInto = async (name: RegExp, text: string) => {
  await userEvent.clear(textbox(name));
  await userEvent.type(textbox(name), text);
};

describe('PlaceForm', () => {
  it('saves the edited names, a decimal comma and the hours of each day that has them', async () => {
    const { onSave } = setup();
    await typeInto(/Název česky/, 'Hala Děkanka – vchod B');
    await typeInto(/Zeměpisná šířka/, '50,0612');
    await userEvent.type(screen.getByLabelText('Otevírá pondělí 6. 4. 2026'), '07:30');
    await userEvent.type(screen.getByLabelText('Zavírá pondělí 6. 4. 2026'), '21:00');
    await save();
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        placeType: 'hall',
        name: { cs: 'Hala Děkanka – vchod B', en: 'Dekanka hall' },
        lat: '50,0612',
        openingHours: null,
        openingDays: [
          { day: '2026-04-06', opens: '07:30', closes: '21:00' },
          { day: '2026-04-07', opens: '08:00', closes: '20:00' },
        ],
        photos: [{ url: '/uploads/a.jpg' }, { url: '/uploads/b.jpg' }],
      }),
    );
  });

  it('checks the fields with the contract before saving: an empty name, a latitude past 90, closing before opening, a missing time', async () => {
    const { onSave } = setup();
    await userEvent.clear(textbox(/Název česky/));
    await typeInto(/Zeměpisná šířka/, '95');
    await typeInto(/Zeměpisná délka/, 'východ');
    const closes = screen.getByLabelText('Zavírá úterý 7. 4. 2026');
    await userEvent.clear(closes);
    await userEvent.type(closes, '07:00');
    await userEvent.type(screen.getByLabelText('Otevírá pondělí 6. 4. 2026'), '09:00');
    await save();
    expect(await screen.findByText('Hodnota je příliš velká.')).toBeInTheDocument();
    expect(textbox(/Název česky/)).toHaveAttribute('aria-invalid', 'true');
    expect(textbox(/Zeměpisná délka/)).toHaveAttribute('aria-invalid', 'true');
    expect(closes).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Zavírá se až po otevření.')).toBeInTheDocument();
    expect(screen.getByLabelText('Zavírá pondělí 6. 4. 2026')).toHaveAttribute('aria-invalid', 'true');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows the server’s field codes on the fields (a day on its own row) and keeps what was typed', async () => {
    const onSave = jest.fn(async () => Promise.reject(new ApiError(400, 'validation', 'bad', { address: ['tooLong'], 'openingDays.0.opens': ['invalid'] })));
    setup({ onSave });
    await userEvent.type(textbox(/Poznámka k otevírací době/), 'Vchod ze dvora');
    await save();
    expect(await screen.findByText('Text je příliš dlouhý.')).toBeInTheDocument();
    expect(textbox(/Adresa/)).toHaveAttribute('aria-invalid', 'true');
    // The only day sent is the second row (7 April): its opening time carries the error.
    expect(screen.getByLabelText('Otevírá úterý 7. 4. 2026')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Otevírá pondělí 6. 4. 2026')).not.toHaveAttribute('aria-invalid');
    expect(textbox(/Poznámka k otevírací době/)).toHaveValue('Vchod ze dvora');
  });

  it('explains a hall that cannot stop being a hall (409)', async () => {
    setup({ onSave: jest.fn(async () => Promise.reject(new ApiError(409, 'conflict', 'in use'))) });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Typ místa/ }), 'Stravování');
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent('nelze změnit na jiný typ místa');
    expect(screen.getByRole('combobox', { name: /Typ místa/ })).toHaveValue('catering');
  });

  it('uploads a photo, reorders and removes photos, and explains a file that is not an image', async () => {
    const onUpload = jest.fn().mockResolvedValueOnce({ url: '/uploads/new.jpg' }).mockRejectedValueOnce(new ApiError(415, 'unsupported_media_type', 'no'));
    const { onSave } = setup({ onUpload });
    const file = screen.getByLabelText(/Přidat fotografii/);
    await userEvent.upload(file, new File(['jpeg'], 'hala.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByRole('img', { name: 'Hala Děkanka, fotografie 3' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Posunout dopředu: Fotografie 3' }));
    await userEvent.click(screen.getByRole('button', { name: 'Odebrat: Fotografie 1' }));
    await userEvent.upload(file, new File(['x'], 'a.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText('Soubor není obrázek JPEG, PNG ani WebP.')).toBeInTheDocument();
    await save();
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ photos: [{ url: '/uploads/new.jpg' }, { url: '/uploads/b.jpg' }] }));
  });

  it('starts a new place empty and requires its names, address and position', async () => {
    const { onSave } = setup({ place: null });
    await save();
    const form = screen.getByRole('form', { name: 'Nové místo' });
    expect(await within(form).findAllByText('Toto pole je povinné.')).toHaveLength(5);
    expect(onSave).not.toHaveBeenCalled();
  });
});
