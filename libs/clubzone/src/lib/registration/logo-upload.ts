import { clubLogoUpload, webEndpoints, type UploadedFile } from '@phc/api-contract';
import { apiRequest, isApiError } from '@phc/api-client';

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

/** Sends a logo to web.clubLogoUpload (multipart, one part `file`); failures are ApiErrors with the server's status and code. */
export async function uploadClubLogo(file: File, options: { clubId: number | null; signal?: AbortSignal }): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', file);
  const query = options.clubId === null ? undefined : { clubId: options.clubId };
  return (await apiRequest(webEndpoints.clubLogoUpload, { query, form, signal: options.signal })).file;
}
