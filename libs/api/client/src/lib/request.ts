import * as v from 'valibot';
import { ApiErrorBodySchema, buildPath, type BodyOf, type Endpoint, type ParamsOf, type QueryOf, type ResponseOf } from '@phc/api-contract';
import { ApiContractError, ApiError } from './api-error';
import { toQueryString, type QueryValue } from './query-string';

export type RequestInput<E extends Endpoint> = {
  params?: ParamsOf<E>;
  query?: QueryOf<E>;
  body?: BodyOf<E>;
  /** A multipart body instead of JSON (an upload's parts); the browser writes its content type. */
  form?: FormData;
  signal?: AbortSignal;
  /** `no-cache` revalidates with the server (ETag, 304) instead of trusting the HTTP cache's max-age. */
  cache?: RequestCache;
};

export interface ApiClientOptions {
  /** '' in the browser (same origin as the web build); a full origin in tests or scripts. */
  baseUrl?: string;
  fetch?: typeof fetch;
}

/**
 * Calls one endpoint of the contract. Every 2xx JSON answer is parsed with the endpoint's response
 * schema (a mismatch is an ApiContractError, never a silent undefined); every failure is an ApiError
 * with the server's status, code and per-field message codes.
 */
export function createApiClient(options: ApiClientOptions = {}) {
  const baseUrl = options.baseUrl ?? '';
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));

  return async function request<E extends Endpoint>(endpoint: E, input: RequestInput<E> = {}): Promise<ResponseOf<E>> {
    const url = baseUrl + buildPath(endpoint, (input.params ?? {}) as Record<string, unknown>) + toQueryString(input.query as Record<string, QueryValue> | undefined);
    let response: Response;
    try {
      response = await doFetch(url, {
        method: endpoint.method,
        credentials: 'same-origin',
        headers: { accept: endpoint.responseType === 'html' ? 'text/html' : 'application/json', ...(input.body !== undefined ? { 'content-type': 'application/json' } : {}) },
        body: input.form ?? (input.body !== undefined ? JSON.stringify(input.body) : undefined),
        signal: input.signal,
        ...(input.cache ? { cache: input.cache } : {}),
      });
    } catch (error) {
      if ((error as Error)?.name === 'AbortError') throw error;
      throw new ApiError(0, 'network', (error as Error)?.message || 'Network error');
    }
    if (!response.ok) {
      const payload = await response.json().catch(() => null);
      const parsed = v.safeParse(ApiErrorBodySchema, payload);
      if (parsed.success) {
        const { status, code, message, fields } = parsed.output.error;
        throw new ApiError(status, code, message, fields, payload);
      }
      throw new ApiError(response.status, 'http', response.statusText || `HTTP ${response.status}`, {}, payload);
    }
    if (endpoint.responseType === 'empty' || response.status === 204) return undefined as ResponseOf<E>;
    if (endpoint.responseType === 'html') return (await response.text()) as ResponseOf<E>;
    const result = v.safeParse(endpoint.response, await response.json());
    if (!result.success) throw new ApiContractError(endpoint.name, result.issues.map((i) => `${v.getDotPath(i) ?? '(root)'}: ${i.message}`));
    return result.output as ResponseOf<E>;
  };
}

export type ApiRequest = ReturnType<typeof createApiClient>;

/** The browser's client: same origin, cookies included. */
export const apiRequest: ApiRequest = createApiClient();
