/** An answer the client should see as it is: status, stable code, message, per-field message codes. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string[]>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string[]>) => new HttpError(400, 'validation', message, fields);
export const unauthenticated = (message = 'Login required') => new HttpError(401, 'unauthenticated', message);
export const forbidden = (message = 'Forbidden') => new HttpError(403, 'forbidden', message);
export const notFound = (message = 'Not found') => new HttpError(404, 'not_found', message);
export const conflict = (message: string) => new HttpError(409, 'conflict', message);

const codesByStatus: Record<number, string> = {
  400: 'validation',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

export function errorBody(status: number, code: string | undefined, message: string, fields?: Record<string, string[]>) {
  return { error: { status, code: code ?? codesByStatus[status] ?? 'internal', message, ...(fields ? { fields } : {}) } };
}
