import * as v from 'valibot';
import { ApiErrorBodySchema, buildPath, clubLogoUpload, webEndpoints, type UploadedFile } from '@phc/api-contract';
import { ApiError, isApiError, toQueryString } from '@phc/api-client';

/** Why a logo was not taken, as the form explains it. */
export type LogoProblem = 'tooBig' | 'notImage' | 'closed' | 'tooMany' | 'failed';

/** Checked before sending, so a phone on hall Wi-Fi does not upload 30 MB only to be refused; the server checks the bytes again. */
export function logoFileProblem(file: { size: number; type: string }): LogoProblem | null {
  if (file.size > clubLogoUpload.maxBytes) return 'tooBig';
  // An unknown type (some phones send none) is left to the server, which looks at the bytes.
  if (file.type && !(clubLogoUpload.mimeTypes as readonly string[]).includes(file.type)) return 'notImage';
  return null;
}

/** The server's refusal of an upload in the form's terms. */
export function logoUploadProblem(error: unknown): LogoProblem {
  if (!isApiError(error)) return 'failed';
  if (error.status === 413) return 'tooBig';
  if (error.status === 415) return 'notImage';
  if (error.status === 429) return 'tooMany';
  if (error.code === 'registration_closed') return 'closed';
  return 'failed';
}

/** The logo limit in whole megabytes, for messages. */
export const logoMaxMegabytes = Math.round(clubLogoUpload.maxBytes / (1024 * 1024));

/**
 * Sends a logo to web.clubLogoUpload (multipart, one part `file`). Not through apiRequest, which
 * speaks JSON only; failures are the same ApiError with the server's status and code.
 */
export async function uploadClubLogo(file: File, options: { clubId: number | null; signal?: AbortSignal }): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', file);
  const url = buildPath(webEndpoints.clubLogoUpload, {}) + toQueryString(options.clubId === null ? undefined : { clubId: options.clubId });
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', body: form, credentials: 'same-origin', headers: { accept: 'application/json' }, signal: options.signal });
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    throw new ApiError(0, 'network', (error as Error)?.message || 'Network error');
  }
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const parsed = v.safeParse(ApiErrorBodySchema, payload);
    if (parsed.success) throw new ApiError(parsed.output.error.status, parsed.output.error.code, parsed.output.error.message, parsed.output.error.fields);
    throw new ApiError(response.status, 'http', response.statusText || `HTTP ${response.status}`);
  }
  const result = v.safeParse(webEndpoints.clubLogoUpload.response, payload);
  if (!result.success) throw new ApiError(response.status, 'contract', 'Unexpected answer');
  return result.output.file;
}
