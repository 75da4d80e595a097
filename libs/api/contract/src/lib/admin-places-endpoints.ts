// Master data in the administration (issue 16 item 3): halls and other places, and the reporter user
// each hall names. The hall's reporter is who may write its matches' protocols (SPEC §6).
import * as v from 'valibot';
import { UploadedFileSchema } from './cms';
import { defineEndpoint, type Access } from './endpoint';
import { PlaceTypeSchema } from './entities/place';
import { maxLength, messageCodes as m } from './messages';
import { IdSchema, inputObject, IntSchema, IsoDateSchema, NameSchema, storableText, TimeSchema } from './primitives';

/** Halls and their reporters: admins, super admins and place managers. */
export const adminPlacesAccess: Access[] = ['admin', 'placeManager'];

/** A user who may report a hall's matches (ROLE_COMPETITION_REPORTER). */
export const AdminReporterSchema = v.object({
  id: v.number(),
  email: v.string(),
  firstName: v.string(),
  lastName: v.string(),
});
export type AdminReporter = v.InferOutput<typeof AdminReporterSchema>;

export const AdminPlaceSchema = v.object({
  id: v.number(),
  placeType: PlaceTypeSchema,
  name: v.object({ cs: v.string(), en: v.string() }),
  address: v.string(),
  /** Halls only: the user the hall names as its reporter, if any. */
  reporter: v.nullable(AdminReporterSchema),
});
export type AdminPlace = v.InferOutput<typeof AdminPlaceSchema>;

/** Names a hall's reporter, or clears it with `null`. */
export const PlaceReporterBodySchema = inputObject({
  reporterUserId: v.nullable(IdSchema),
});
export type PlaceReporterBody = v.InferInput<typeof PlaceReporterBodySchema>;

/** Limits of a place's lists: a tournament lasts days, a map panel shows a handful of photos. */
export const placeLimits = { openingDays: 31, photos: 20, photoMaxBytes: 10 * 1024 * 1024, photoTypes: ['image/png', 'image/jpeg', 'image/webp'] } as const;

/**
 * A coordinate typed by a person: a number, or text with a decimal point or comma (Czech keyboards
 * type `50,08`), within ±`limit` degrees.
 */
/* @__NO_SIDE_EFFECTS__ */
const coordinate = (limit: number) =>
  v.pipe(
    v.union([v.number(m.invalid), v.string(m.invalid)], m.invalid),
    v.transform((value) => (typeof value === 'string' ? value.trim() : value)),
    v.check((value) => value !== '', m.required),
    v.check((value) => typeof value === 'number' || /^-?\d{1,3}([.,]\d{1,12})?$/.test(value), m.invalid),
    v.transform((value) => (typeof value === 'number' ? value : Number(value.replace(',', '.')))),
    v.finite(m.invalid),
    v.minValue(-limit, m.min),
    v.maxValue(limit, m.max),
  );

/** The hours a place is open on one tournament day, `HH:MM` in Prague time; closing comes after opening. */
export const OpeningDaySchema = v.pipe(
  inputObject({ day: IsoDateSchema, opens: TimeSchema, closes: TimeSchema }),
  v.forward(
    v.check((d) => d.closes > d.opens, m.invalid),
    ['closes'],
  ),
);
export type OpeningDay = v.InferOutput<typeof OpeningDaySchema>;

const localizedText = (max: number) => v.pipe(v.string(m.invalid), v.trim(), v.maxLength(max, m.tooLong), storableText());
const PhotoSchema = inputObject({ url: v.pipe(v.string(m.invalid), v.maxLength(maxLength.url, m.tooLong), v.regex(/^\/uploads\/[\w.-]{1,200}$/, m.invalid)) });

/**
 * A place as the administration writes it (SPEC §3 place: translations, address, lat, lng, files,
 * placeType; SPEC §2 map panel: opening hours). `openingHours` is a free note ("reception non-stop"),
 * `openingDays` the hours of each tournament day; the map shows both. Photos are uploaded files.
 */
export const PlaceBodySchema = inputObject({
  placeType: PlaceTypeSchema,
  name: inputObject({ cs: NameSchema, en: NameSchema }),
  description: inputObject({ cs: localizedText(maxLength.note), en: localizedText(maxLength.note) }),
  address: v.pipe(v.string(m.required), v.trim(), v.minLength(1, m.required), v.maxLength(maxLength.short, m.tooLong), storableText()),
  lat: coordinate(90),
  lng: coordinate(180),
  openingHours: v.nullable(localizedText(maxLength.short)),
  openingDays: v.pipe(
    v.array(OpeningDaySchema, m.invalid),
    v.maxLength(placeLimits.openingDays, m.tooLong),
    v.check((days) => new Set(days.map((d) => d.day)).size === days.length, m.invalid),
  ),
  photos: v.pipe(v.array(PhotoSchema, m.invalid), v.maxLength(placeLimits.photos, m.tooLong)),
  sortOrder: IntSchema(0, 9999),
});
export type PlaceBody = v.InferInput<typeof PlaceBodySchema>;
export type PlaceBodyOutput = v.InferOutput<typeof PlaceBodySchema>;

/** Everything the place form edits, and how many matches and trainings use the place (it cannot be deleted then). */
export const AdminPlaceDetailSchema = v.object({
  ...AdminPlaceSchema.entries,
  description: v.object({ cs: v.string(), en: v.string() }),
  lat: v.number(),
  lng: v.number(),
  openingHours: v.nullable(v.string()),
  openingDays: v.array(v.object({ day: v.string(), opens: v.string(), closes: v.string() })),
  photos: v.array(v.object({ url: v.string() })),
  sortOrder: v.number(),
  matches: v.number(),
  trainings: v.number(),
});
export type AdminPlaceDetail = v.InferOutput<typeof AdminPlaceDetailSchema>;

const PlaceAnswerSchema = v.object({ place: AdminPlaceDetailSchema });

export const adminPlacesEndpoints = {
  /** Every place, and the tournament's days (the days opening hours are entered for). */
  places: defineEndpoint({
    name: 'admin.places',
    method: 'GET',
    path: '/api/v1/admin/places',
    response: v.object({ places: v.array(AdminPlaceSchema), days: v.array(v.string()) }),
    access: adminPlacesAccess,
  }),
  place: defineEndpoint({
    name: 'admin.place',
    method: 'GET',
    path: '/api/v1/admin/places/:id',
    params: inputObject({ id: IdSchema }),
    response: PlaceAnswerSchema,
    access: adminPlacesAccess,
  }),
  createPlace: defineEndpoint({
    name: 'admin.createPlace',
    method: 'POST',
    path: '/api/v1/admin/places',
    body: PlaceBodySchema,
    response: PlaceAnswerSchema,
    access: adminPlacesAccess,
  }),
  updatePlace: defineEndpoint({
    name: 'admin.updatePlace',
    method: 'PUT',
    path: '/api/v1/admin/places/:id',
    params: inputObject({ id: IdSchema }),
    body: PlaceBodySchema,
    response: PlaceAnswerSchema,
    access: adminPlacesAccess,
  }),
  /** 409 `in_use` while a match or a training takes place there. */
  deletePlace: defineEndpoint({
    name: 'admin.deletePlace',
    method: 'DELETE',
    path: '/api/v1/admin/places/:id',
    params: inputObject({ id: IdSchema }),
    response: v.object({ deleted: v.number() }),
    access: adminPlacesAccess,
  }),
  /**
   * A place photo: multipart/form-data with one part `file`, PNG, JPEG or WebP (sniffed from the
   * bytes) up to `placeLimits.photoMaxBytes`; 400 without a file, 413 beyond, 415 otherwise.
   * The photo belongs to a place once the place is saved with its address.
   */
  placePhotoUpload: defineEndpoint({
    name: 'admin.placePhotoUpload',
    method: 'POST',
    path: '/api/v1/admin/place-photos',
    response: v.object({ file: UploadedFileSchema }),
    access: adminPlacesAccess,
  }),
  reporters: defineEndpoint({
    name: 'admin.reporters',
    method: 'GET',
    path: '/api/v1/admin/reporters',
    response: v.object({ reporters: v.array(AdminReporterSchema) }),
    access: adminPlacesAccess,
  }),
  placeReporter: defineEndpoint({
    name: 'admin.placeReporter',
    method: 'PUT',
    path: '/api/v1/admin/places/:id/reporter',
    params: inputObject({ id: IdSchema }),
    body: PlaceReporterBodySchema,
    response: v.object({ place: AdminPlaceSchema }),
    access: adminPlacesAccess,
  }),
} as const;
