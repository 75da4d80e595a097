/**
 * What a failed call throws. `status` 0 means the request never got an answer (offline, DNS, CORS);
 * `fields` carries the server's per-field message codes of a 400, keyed by dotted input paths;
 * `body` the answer as sent, for the calls whose failures say more (an import's rows).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string[]> = {},
    readonly body: unknown = undefined,
  ) {
    super(message);
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

/** The server answered 2xx with a body that does not match the contract: a bug, never silently `undefined`. */
export class ApiContractError extends Error {
  override readonly name = 'ApiContractError';
  constructor(
    readonly endpoint: string,
    readonly issues: string[],
  ) {
    super(`The answer of ${endpoint} does not match the contract: ${issues.slice(0, 5).join('; ')}`);
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}
