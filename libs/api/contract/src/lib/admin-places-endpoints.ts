// Master data in the administration (issue 16 item 3): halls and other places, and the reporter user
// each hall names. The hall's reporter is who may write its matches' protocols (SPEC §6).
import * as v from 'valibot';
import { defineEndpoint, type Access } from './endpoint';
import { PlaceTypeSchema } from './entities/place';
import { IdSchema, inputObject } from './primitives';

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

export const adminPlacesEndpoints = {
  places: defineEndpoint({
    name: 'admin.places',
    method: 'GET',
    path: '/api/v1/admin/places',
    response: v.object({ places: v.array(AdminPlaceSchema) }),
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
