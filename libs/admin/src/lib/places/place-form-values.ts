import type { AdminPlaceDetail, PlaceBody, PlaceType } from '@phc/api-contract';

/** One tournament day's row of the form: both times empty means "no hours that day". */
export interface OpeningDayRow {
  day: string;
  opens: string;
  closes: string;
}

/** What the place form holds: text as typed (coordinates may have a decimal comma), one row per day. */
export interface PlaceFormValues {
  placeType: PlaceType;
  name: { cs: string; en: string };
  description: { cs: string; en: string };
  address: string;
  lat: string;
  lng: string;
  openingHours: string;
  openingDays: OpeningDayRow[];
  photos: { url: string }[];
  sortOrder: string;
}

/**
 * The form's values for a place (or an empty one): a row for every tournament day and every day the
 * place already has hours for, in day order, so no saved day is hidden.
 */
export function toFormValues(place: AdminPlaceDetail | null, days: readonly string[]): PlaceFormValues {
  const saved = new Map((place?.openingDays ?? []).map((d) => [d.day, d]));
  const allDays = [...new Set([...days, ...saved.keys()])].sort();
  return {
    placeType: place?.placeType ?? 'hall',
    name: { cs: place?.name.cs ?? '', en: place?.name.en ?? '' },
    description: { cs: place?.description.cs ?? '', en: place?.description.en ?? '' },
    address: place?.address ?? '',
    lat: place ? String(place.lat) : '',
    lng: place ? String(place.lng) : '',
    openingHours: place?.openingHours ?? '',
    openingDays: allDays.map((day) => ({ day, opens: saved.get(day)?.opens ?? '', closes: saved.get(day)?.closes ?? '' })),
    photos: place?.photos.map((p) => ({ url: p.url })) ?? [],
    sortOrder: String(place?.sortOrder ?? 0),
  };
}

/**
 * The body to send and, for each of its opening days, the form row it came from: the server
 * numbers the days of the body, the form shows its errors on the row.
 */
export function toPlaceBody(values: PlaceFormValues): { body: PlaceBody; rowOfDay: number[] } {
  const rowOfDay: number[] = [];
  const openingDays = values.openingDays.flatMap((row, index) => {
    if (!row.opens && !row.closes) return [];
    rowOfDay.push(index);
    return [{ day: row.day, opens: row.opens, closes: row.closes }];
  });
  return {
    body: {
      placeType: values.placeType,
      name: values.name,
      description: values.description,
      address: values.address,
      lat: values.lat,
      lng: values.lng,
      openingHours: values.openingHours.trim() ? values.openingHours : null,
      openingDays,
      photos: values.photos,
      sortOrder: values.sortOrder,
    },
    rowOfDay,
  };
}

/** A field path of the body (`openingDays.1.closes`) as the form's path (`openingDays.3.closes`). */
export function formPath(path: string, rowOfDay: readonly number[]): string {
  const match = /^openingDays\.(\d+)(\..*)?$/.exec(path);
  if (!match) return path;
  const row = rowOfDay[Number(match[1])];
  return row === undefined ? path : `openingDays.${row}${match[2] ?? ''}`;
}
