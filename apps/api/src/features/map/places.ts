import { sql, type Kysely } from 'kysely';
import { openingHoursText, type OpeningDayHours, type Place } from '@phc/api-contract';
import type { Database } from '../../platform/db/schema';

/** The places of the map (halls, hotels, restaurants) as the public reads them, in the map list and in the static data. */
export type PlaceRow = {
  id: number;
  place_type: string;
  name_cs: string;
  name_en: string;
  description_cs: string;
  description_en: string;
  address: string;
  lat: number;
  lng: number;
  files: { url: string }[];
  data: string | null;
  opening_hours?: string | null;
  /** The hours of each tournament day (place_opening_days), shown before the note. */
  opening_days?: OpeningDayHours[] | string | null;
  hotel_category?: number | null;
  glue_allowed?: boolean | null;
};

/**
 * A place's `data` as the public may see it: without `reporterUserId` (which account reports in a
 * hall is no visitor's business; the web asks `my-matches` for the matches a reporter may edit).
 */
export function publicPlaceData(data: string | null): string | null {
  if (!data) return data;
  try {
    const parsed = JSON.parse(data) as unknown;
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return data;
    const { reporterUserId: _private, ...rest } = parsed as Record<string, unknown>;
    return JSON.stringify(rest);
  } catch {
    return null;
  }
}

/** Every place with its hours per tournament day, in the organisers' order (then by id), as the public map reads them. */
export const selectPlaces = (db: Kysely<Database>) =>
  db
    .selectFrom('places')
    .selectAll()
    .select(sql<OpeningDayHours[]>`(select coalesce(json_agg(json_build_object('day', to_char(d.day, 'YYYY-MM-DD'), 'opens', d.opens, 'closes', d.closes)), '[]') from place_opening_days d where d.place_id = places.id)`.as('opening_days'))
    .orderBy('sort_order')
    .orderBy('id');

export function toPlace(row: PlaceRow): Place {
  return {
    id: row.id,
    translations: [
      { locale: 'cs', name: row.name_cs, description: row.description_cs },
      { locale: 'en', name: row.name_en, description: row.description_en },
    ],
    address: row.address,
    lat: Number(row.lat),
    lng: Number(row.lng),
    files: row.files ?? [],
    placeType: { name: row.place_type as Place['placeType']['name'] },
    data: publicPlaceData(row.data),
    ...openingHoursOf(typeof row.opening_days === 'string' ? (JSON.parse(row.opening_days) as OpeningDayHours[]) : (row.opening_days ?? []), row.opening_hours ?? null),
    hotelCategory: row.hotel_category ?? null,
    glueAllowed: row.glue_allowed ?? null,
  };
}

/** The hours as one Czech line (older clients) and as parts a page writes in its own language. */
function openingHoursOf(days: OpeningDayHours[], note: string | null): Pick<Place, 'openingHours' | 'openingDays' | 'openingNote'> {
  return { openingHours: openingHoursText(days, note), openingDays: days, openingNote: note };
}
