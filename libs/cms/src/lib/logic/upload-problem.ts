/** Why an upload of an image failed, as the editor explains it. */
export type UploadProblem = 'tooLarge' | 'notImage' | 'forbidden' | 'offline' | 'failed';

/**
 * Sorts an upload failure (the client's own size check, or the server's answer) into what the user
 * can do about it: pick a smaller file, pick an image, log in again, or retry.
 */
export function uploadProblem(error: unknown): UploadProblem {
  if (typeof error !== 'object' || error === null) return 'failed';
  const status = (error as { status?: unknown }).status;
  if ((error as { size?: unknown }).size !== undefined && status === undefined) return 'tooLarge';
  if (status === 413) return 'tooLarge';
  if (status === 415) return 'notImage';
  if (status === 401 || status === 403) return 'forbidden';
  if (status === 0 || error instanceof TypeError) return 'offline';
  return 'failed';
}

/** Whether a file the user picked is an image at all, before it is sent (the server checks the bytes). */
export const looksLikeImage = (file: { type: string; name: string }) =>
  file.type.startsWith('image/') || (!file.type && /\.(png|jpe?g|gif|webp|avif|svg)$/i.test(file.name));

/** The list position an item moves to, or null when it is already at that end. */
export function movedIndex(index: number, length: number, direction: 'up' | 'down'): number | null {
  const next = direction === 'up' ? index - 1 : index + 1;
  return next < 0 || next >= length ? null : next;
}
