import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { cmsEndpoints, richTextLimits, type CmsObject, type CmsObjectInput, type CmsObjectType, type CmsObjectUpdate, type UploadedFile } from '@phc/api-contract';
import { ApiError, apiRequest, debounceAsync, type ApiRequest } from '@phc/api-client';
import { clearLocalDraft } from '../logic/local-drafts';
import { cmsKeys } from '../queries/site-content';

/** SPEC §7: content object fetches wait 1000 ms, so a burst of tab switches makes one request per type. */
export const contentFetchDebounceMs = 1000;

export function createCmsObjectQueries(request: ApiRequest = apiRequest, debounceMs = contentFetchDebounceMs) {
  const listers = new Map<string, (signal?: AbortSignal) => Promise<CmsObject[]>>();
  const lister = (type: CmsObjectType) => {
    let fn = listers.get(type);
    if (!fn) {
      fn = debounceAsync(async () => (await request(cmsEndpoints.objects, { query: { type } })).objects, debounceMs);
      listers.set(type, fn);
    }
    return fn;
  };
  return {
    /** Every object of a type, archived ones too (the editor can bring them back). */
    list: (type: CmsObjectType) =>
      queryOptions({
        queryKey: cmsKeys.objectsOfType(type),
        queryFn: () => lister(type)(),
        staleTime: 0,
      }),
    editorConfig: () =>
      queryOptions({
        queryKey: cmsKeys.editorConfig,
        queryFn: ({ signal }) => request(cmsEndpoints.editorConfig, { signal }),
        staleTime: Infinity,
      }),
  };
}

export const cmsObjectQueries = createCmsObjectQueries();

/** Writes of the editor; each refreshes the object lists and what visitors and the preview read. */
export function createCmsMutations(queryClient: QueryClient, request: ApiRequest = apiRequest) {
  const settle = async (object: CmsObject) => {
    queryClient.setQueryData<CmsObject[]>(cmsKeys.objectsOfType(object.type), (list) => list?.map((o) => (o.id === object.id ? object : o)));
    await queryClient.invalidateQueries({ queryKey: cmsKeys.siteContent });
    return object;
  };
  return {
    /** A new object starts as an unpublished draft (the server's `created`); it joins its type's list at once. */
    create: async (input: CmsObjectInput) => {
      const { object } = await request(cmsEndpoints.create, { body: input });
      queryClient.setQueryData<CmsObject[]>(cmsKeys.objectsOfType(object.type), (list) => (list && !list.some((o) => o.id === object.id) ? [...list, object] : list));
      await queryClient.invalidateQueries({ queryKey: cmsKeys.siteContent });
      return object;
    },
    saveDraft: async (id: number, body: CmsObjectUpdate) => {
      const { object } = await request(cmsEndpoints.update, { params: { id }, body });
      // Before the lists update: the form remounts with the saved copy and must not find the old one.
      clearLocalDraft(id);
      return settle(object);
    },
    publish: async (id: number) => settle((await request(cmsEndpoints.publish, { params: { id } })).object),
    archive: async (id: number) => settle((await request(cmsEndpoints.archive, { params: { id } })).object),
    unarchive: async (id: number) => settle((await request(cmsEndpoints.unarchive, { params: { id } })).object),
  };
}

export class UploadTooLargeError extends Error {
  constructor(readonly size: number) {
    super('The file is larger than the upload limit');
  }
}

/**
 * Uploads an image or file for rich text (multipart, one part `file`). Too large a file is refused
 * before it is sent (SPEC §5: 104857600 bytes); the server refuses it too.
 */
export async function uploadFile(file: File, url = cmsEndpoints.upload.path, maxBytes: number = richTextLimits.maxUploadBytes): Promise<UploadedFile> {
  if (file.size > maxBytes) throw new UploadTooLargeError(file.size);
  const form = new FormData();
  form.append('file', file);
  const response = await fetch(url, { method: 'POST', body: form, credentials: 'same-origin' });
  const payload = (await response.json().catch(() => null)) as { file?: UploadedFile; error?: { status: number; code: string; message: string } } | null;
  if (!response.ok || !payload?.file) {
    if (response.status === 413) throw new UploadTooLargeError(file.size);
    throw new ApiError(response.status, payload?.error?.code ?? 'http', payload?.error?.message ?? response.statusText);
  }
  return payload.file;
}
