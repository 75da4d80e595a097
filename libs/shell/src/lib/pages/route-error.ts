import { isRouteErrorResponse } from 'react-router';

export interface RouteErrorDescription {
  status: number;
  message: string | null;
  details: string | null;
}

/**
 * What the error page shows for anything a route threw (SPEC §8): the status (500 unless the error
 * carries one), its message and details.
 */
export function describeRouteError(error: unknown): RouteErrorDescription {
  if (isRouteErrorResponse(error)) {
    const data: unknown = error.data;
    const dataText = typeof data === 'string' ? data : data == null ? null : JSON.stringify(data, null, 2);
    return { status: error.status, message: error.statusText || dataText, details: error.statusText ? dataText : null };
  }
  if (error instanceof Error) {
    const status = (error as Error & { status?: unknown }).status;
    return { status: typeof status === 'number' ? status : 500, message: error.message || null, details: error.stack ?? null };
  }
  if (error && typeof error === 'object') {
    const { status, message } = error as { status?: unknown; message?: unknown };
    return { status: typeof status === 'number' ? status : 500, message: typeof message === 'string' ? message : null, details: null };
  }
  return { status: 500, message: typeof error === 'string' ? error : null, details: null };
}
