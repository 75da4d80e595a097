import * as v from 'valibot';

export type AnySchema = v.GenericSchema<unknown, unknown>;

/** Who may call an endpoint (SPEC §6); finer checks ("this club", "this hall") are the server's. */
export type Access = 'public' | 'user' | 'admin' | 'superAdmin' | 'reporter' | 'clubAdmin' | 'refereeManager' | 'clubManager' | 'placeManager' | 'matchmaker';

export interface Endpoint<
  P extends AnySchema | undefined = AnySchema | undefined,
  Q extends AnySchema | undefined = AnySchema | undefined,
  B extends AnySchema | undefined = AnySchema | undefined,
  R extends AnySchema = AnySchema,
> {
  /** Stable name, e.g. `competition.live`. */
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Fastify/react-router style: `/api/v1/competition/competition-match/:id`. */
  path: string;
  params?: P;
  query?: Q;
  body?: B;
  /** The JSON body of a 2xx answer. */
  response: R;
  /** `calendar`: an iCalendar text (`text/calendar`), cached and tagged like a JSON public read. */
  responseType?: 'json' | 'html' | 'empty' | 'calendar';
  access: readonly Access[];
  /** Public reads served with an ETag and a short Cache-Control. */
  cache?: 'live' | 'static';
}

// Pure: an endpoint no page calls (and its schemas) falls out of the web bundle.
/* @__NO_SIDE_EFFECTS__ */
export function defineEndpoint<
  P extends AnySchema | undefined = undefined,
  Q extends AnySchema | undefined = undefined,
  B extends AnySchema | undefined = undefined,
  R extends AnySchema = AnySchema,
>(endpoint: Endpoint<P, Q, B, R>): Endpoint<P, Q, B, R> {
  return endpoint;
}

type InputOf<S> = S extends AnySchema ? v.InferInput<S> : undefined;
export type ParamsOf<E> = E extends Endpoint<infer P, AnySchema | undefined, AnySchema | undefined, AnySchema> ? InputOf<P> : never;
export type QueryOf<E> = E extends Endpoint<AnySchema | undefined, infer Q, AnySchema | undefined, AnySchema> ? InputOf<Q> : never;
export type BodyOf<E> = E extends Endpoint<AnySchema | undefined, AnySchema | undefined, infer B, AnySchema> ? InputOf<B> : never;
export type ResponseOf<E> = E extends Endpoint<AnySchema | undefined, AnySchema | undefined, AnySchema | undefined, infer R> ? v.InferOutput<R> : never;

/** Fills `:name` placeholders (URL-encoded); an optional `:name?` without a value is dropped. */
export function buildPath(endpoint: Pick<Endpoint, 'path'>, params: Record<string, unknown> = {}): string {
  return endpoint.path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const optional = segment.endsWith('?');
      const key = segment.slice(1, optional ? -1 : undefined);
      const value = params[key];
      if (value === undefined || value === null || value === '') {
        if (optional) return null;
        throw new Error(`${endpoint.path} needs the parameter ${key}`);
      }
      return encodeURIComponent(String(value));
    })
    .filter((segment) => segment !== null)
    .join('/');
}

/** Every non-2xx JSON answer. `fields`: dotted input paths → message codes (see messageCodes). */
export const ApiErrorBodySchema = v.object({
  error: v.object({
    status: v.number(),
    code: v.string(),
    message: v.string(),
    fields: v.optional(v.record(v.string(), v.array(v.string()))),
  }),
});
export type ApiErrorBody = v.InferOutput<typeof ApiErrorBodySchema>;
