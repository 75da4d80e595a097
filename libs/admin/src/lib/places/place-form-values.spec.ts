import type { AdminPlaceDetail } from '@phc/api-contract';
import { formPath, toFormValues, toPlaceBody } from './place-form-values';

const place: AdminPlaceDetail = {
  id: 5,
  placeType: 'hall',
  name: { cs: 'Hala Děkanka', en: 'Dekanka hall' },
  description: { cs: '', en: '' },
  address: 'Praha 4',
  lat: 50.05,
  lng: 14.44,
  openingHours: null,
  openingDays: [{ day: '2026-04-09', opens: '08:00', closes: '12:00' }],
  photos: [{ url: '/uploads/a.jpg' }],
  sortOrder: 2,
  reporter: null,
  matches: 3,
  trainings: 0,
};

describe('place form values', () => {
  it('gives a row to every tournament day and to a saved day outside them, in day order', () => {
    const values = toFormValues(place, ['2026-04-06', '2026-04-07']);
    expect(values.openingDays).toEqual([
      { day: '2026-04-06', opens: '', closes: '' },
      { day: '2026-04-07', opens: '', closes: '' },
      { day: '2026-04-09', opens: '08:00', closes: '12:00' },
    ]);
    expect(values).toEqual(expect.objectContaining({ lat: '50.05', lng: '14.44', sortOrder: '2', openingHours: '' }));
  });

  it('starts a new place as an empty hall', () => {
    expect(toFormValues(null, ['2026-04-06'])).toEqual(expect.objectContaining({ placeType: 'hall', name: { cs: '', en: '' }, lat: '', photos: [], sortOrder: '0' }));
  });

  it('sends only the days with a time, remembers their rows, and an empty note as null', () => {
    const values = toFormValues(place, ['2026-04-06', '2026-04-07']);
    values.openingDays[1] = { day: '2026-04-07', opens: '09:00', closes: '' };
    const { body, rowOfDay } = toPlaceBody({ ...values, openingHours: '  ' });
    expect(body.openingDays).toEqual([
      { day: '2026-04-07', opens: '09:00', closes: '' },
      { day: '2026-04-09', opens: '08:00', closes: '12:00' },
    ]);
    expect(rowOfDay).toEqual([1, 2]);
    expect(body.openingHours).toBeNull();
  });

  it('turns the server’s day numbers into the form’s rows and leaves other paths alone', () => {
    expect(formPath('openingDays.1.closes', [1, 2])).toBe('openingDays.2.closes');
    expect(formPath('openingDays', [1, 2])).toBe('openingDays');
    expect(formPath('name.cs', [1])).toBe('name.cs');
    expect(formPath('openingDays.7.opens', [1])).toBe('openingDays.7.opens');
  });
});
