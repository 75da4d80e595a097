import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { adminPlacesEndpoints, adminRefereeDaysEndpoints, type PlaceBody, type PlaceReporterBody, type RefereeDayBody, type UploadedFile } from '@phc/api-contract';
import { apiRequest, type ApiRequest } from '@phc/api-client';
import { refetchAdmin } from './admin-queries';

/** Under 'admin' like every admin key: a write invalidates `adminKeys.all`, so lists, details and the audit log refetch. */
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

/** The places' writes, one mutationOptions factory per call; each refetches every admin read (refetchAdmin). */
export function createPlacesMutations(request: ApiRequest) {
  return {
    /** Names a hall's reporter or clears it. */
    setReporter: (id: number) =>
      mutationOptions({
        mutationKey: [...placesKeys.place(id), 'reporter'] as const,
        mutationFn: async (body: PlaceReporterBody) => (await request(adminPlacesEndpoints.placeReporter, { params: { id }, body })).place,
        onSuccess: refetchAdmin,
      }),
    /** Creates a place (`id` null) or saves one. */
    save: (id: number | null) =>
      mutationOptions({
        mutationKey: [...placesKeys.places, id ?? 'new', 'save'] as const,
        mutationFn: async (body: PlaceBody) => (id === null ? await request(adminPlacesEndpoints.createPlace, { body }) : await request(adminPlacesEndpoints.updatePlace, { params: { id }, body })).place,
        onSuccess: refetchAdmin,
      }),
    /** Deletes an unused place (409 while matches or trainings use it); its detail leaves the cache. */
    remove: (id: number) =>
      mutationOptions({
        mutationKey: [...placesKeys.place(id), 'delete'] as const,
        mutationFn: async () => void (await request(adminPlacesEndpoints.deletePlace, { params: { id } })),
        onSuccess: (data, variables, onMutateResult, context) => {
          context.client.removeQueries({ queryKey: placesKeys.place(id) });
          return refetchAdmin(data, variables, onMutateResult, context);
        },
      }),
    /** Replaces the referees of a hall on a day (the day's table saves any of its halls). */
    setRefereeDay: (day: string) =>
      mutationOptions({
        mutationKey: [...placesKeys.refereeDays, day] as const,
        mutationFn: async ({ hallId, ...body }: RefereeDayBody & { hallId: number }) => (await request(adminRefereeDaysEndpoints.setRefereeDay, { params: { hallId, day }, body })).assignment,
        onSuccess: refetchAdmin,
      }),
  };
}

export const placesMutations = createPlacesMutations(apiRequest);

/** Sends a photo to admin.placePhotoUpload (multipart, one part `file`): 413 too big, 415 not an image. */
export async function uploadPlacePhoto(file: File, request: ApiRequest = apiRequest): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', file);
  return (await request(adminPlacesEndpoints.placePhotoUpload, { form })).file;
}
