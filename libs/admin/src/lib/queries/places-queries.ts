import { queryOptions, type QueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { adminPlacesEndpoints, adminRefereeDaysEndpoints, ApiErrorBodySchema, buildPath, type PlaceBody, type PlaceReporterBody, type RefereeDayBody, type UploadedFile } from '@phc/api-contract';
import { ApiError, apiRequest, type ApiRequest } from '@phc/api-client';

/** Under 'admin' like every admin key: a write invalidates `['admin']`, so lists, details and the audit log refetch. */
export const placesKeys = {
  places: ['admin', 'places'] as const,
  place: (id: number) => ['admin', 'places', id] as const,
  reporters: ['admin', 'reporters'] as const,
  refereeDays: ['admin', 'referee-days'] as const,
};

export function createPlacesQueries(request: ApiRequest) {
  return {
    /** Every place, and the tournament's days. */
    places: () =>
      queryOptions({
        queryKey: placesKeys.places,
        queryFn: async ({ signal }) => request(adminPlacesEndpoints.places, { signal }),
        staleTime: 30_000,
      }),
    reporters: () =>
      queryOptions({
        queryKey: placesKeys.reporters,
        queryFn: async ({ signal }) => (await request(adminPlacesEndpoints.reporters, { signal })).reporters,
        staleTime: 30_000,
      }),
    place: (id: number) =>
      queryOptions({
        queryKey: placesKeys.place(id),
        queryFn: async ({ signal }) => (await request(adminPlacesEndpoints.place, { params: { id }, signal })).place,
        staleTime: 30_000,
      }),
    refereeDays: () =>
      queryOptions({
        queryKey: placesKeys.refereeDays,
        queryFn: async ({ signal }) => request(adminRefereeDaysEndpoints.refereeDays, { signal }),
        staleTime: 30_000,
      }),
  };
}

export const placesQueries = createPlacesQueries(apiRequest);

/** Names a hall's reporter or clears it; the halls and the audit log refetch. */
export async function setPlaceReporter(queryClient: QueryClient, id: number, body: PlaceReporterBody, request: ApiRequest = apiRequest) {
  const result = await request(adminPlacesEndpoints.placeReporter, { params: { id }, body });
  await queryClient.invalidateQueries({ queryKey: ['admin'] });
  return result.place;
}

/** Creates a place (`id` null) or saves one; every admin list and the audit log refetch. */
export async function savePlace(queryClient: QueryClient, id: number | null, body: PlaceBody, request: ApiRequest = apiRequest) {
  const result = id === null ? await request(adminPlacesEndpoints.createPlace, { body }) : await request(adminPlacesEndpoints.updatePlace, { params: { id }, body });
  await queryClient.invalidateQueries({ queryKey: ['admin'] });
  return result.place;
}

/** Deletes an unused place (409 while matches or trainings use it). */
export async function deletePlace(queryClient: QueryClient, id: number, request: ApiRequest = apiRequest) {
  await request(adminPlacesEndpoints.deletePlace, { params: { id } });
  queryClient.removeQueries({ queryKey: placesKeys.place(id) });
  await queryClient.invalidateQueries({ queryKey: ['admin'] });
}

/** Replaces the referees of a hall on a day. */
export async function setRefereeDay(queryClient: QueryClient, hallId: number, day: string, body: RefereeDayBody, request: ApiRequest = apiRequest) {
  const result = await request(adminRefereeDaysEndpoints.setRefereeDay, { params: { hallId, day }, body });
  await queryClient.invalidateQueries({ queryKey: ['admin'] });
  return result.assignment;
}

/**
 * Sends a photo to admin.placePhotoUpload (multipart, one part `file`): apiRequest speaks JSON only.
 * Failures are the same ApiError with the server's status and code (413 too big, 415 not an image).
 */
export async function uploadPlacePhoto(file: File): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', file);
  let response: Response;
  try {
    response = await fetch(buildPath(adminPlacesEndpoints.placePhotoUpload), { method: 'POST', body: form, credentials: 'same-origin', headers: { accept: 'application/json' } });
  } catch (error) {
    throw new ApiError(0, 'network', (error as Error)?.message || 'Network error');
  }
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const failure = v.safeParse(ApiErrorBodySchema, payload);
    throw failure.success ? new ApiError(failure.output.error.status, failure.output.error.code, failure.output.error.message, failure.output.error.fields) : new ApiError(response.status, 'http', `HTTP ${response.status}`);
  }
  const answer = v.safeParse(adminPlacesEndpoints.placePhotoUpload.response, payload);
  if (!answer.success) throw new ApiError(response.status, 'contract', 'Unexpected answer');
  return answer.output.file;
}
