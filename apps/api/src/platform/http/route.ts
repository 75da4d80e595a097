import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { isStorableText, type AnySchema, type Endpoint } from '@phc/api-contract';
import { badRequest, forbidden, unauthenticated } from './errors';
import { hasAccess } from '../auth/permissions';
import { allowOtherOrigins } from './cors';
import { bytesIn, compressAbove, encodedBody, preferredCoding, type EncodedBody } from './encoded-body';

export { etagOf } from './encoded-body';

type Out<S> = S extends AnySchema ? v.InferOutput<S> : undefined;

export interface HandlerInput<E extends Endpoint> {
  params: Out<NonNullable<E['params']>>;
  query: Out<NonNullable<E['query']>>;
  body: Out<NonNullable<E['body']>>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * valibot issues → `{ 'teams.0.name': ['required'] }`: the message is a code (contract messageCodes),
 * and only a field's first problem counts (an empty e-mail is "missing", not also "invalid").
 */
export function fieldErrors(issues: readonly v.BaseIssue<unknown>[], prefix?: string): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) {
    const path = [prefix, v.getDotPath(issue)].filter(Boolean).join('.') || '_';
    fields[path] ??= [issue.message && /^[a-zA-Z]+$/.test(issue.message) ? issue.message : 'invalid'];
  }
  return fields;
}

/**
 * Fields of an input whose text no database stores (NUL, half a surrogate pair), keys included:
 * one check for every call, whatever its schema. Iterative, so a deeply nested body cannot
 * overflow the stack.
 */
export function unstorableTextFields(input: unknown, prefix?: string): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  // Paths as strings: V8 concatenates them in constant time, where copied arrays would cost depth².
  const stack: [unknown, string][] = [[input, prefix ?? '']];
  const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
  while (stack.length > 0 && Object.keys(fields).length < 20) {
    const [value, path] = stack.pop() as [unknown, string];
    if (typeof value === 'string') {
      if (!isStorableText(value)) fields[path || '_'] = ['invalid'];
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => stack.push([item, join(path, String(i))]));
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (!isStorableText(key)) fields[join(path, '_')] = ['invalid'];
        else stack.push([item, join(path, key)]);
      }
    }
  }
  return fields;
}

function parse<S extends AnySchema | undefined>(schema: S, value: unknown, part: string): Out<S> {
  if (!schema) return undefined as Out<S>;
  const unstorable = unstorableTextFields(value, part === 'body' ? undefined : part);
  if (Object.keys(unstorable).length > 0) throw badRequest(`Invalid ${part}`, unstorable);
  const result = v.safeParse(schema, value ?? (part === 'body' ? undefined : {}));
  if (!result.success) throw badRequest(`Invalid ${part}`, fieldErrors(result.issues, part === 'body' ? undefined : part));
  return result.output as Out<S>;
}

const validateResponses = process.env.NODE_ENV !== 'production';

/**
 * A handler that returns the same object (the cached live payload, one per version) is serialized,
 * hashed and compressed once per coding: every phone polling `live` between two changes costs a
 * lookup here and a write of bytes already made.
 */
const serializedCache = new WeakMap<object, EncodedBody>();

/**
 * Registers a contract endpoint: parses params, query and body with its schemas (400 with field
 * codes), enforces its access roles (401/403), checks the answer against the contract outside
 * production, and gives cacheable public reads an ETag (304 on a match) and a short Cache-Control.
 */
export function route<E extends Endpoint>(app: FastifyInstance, endpoint: E, handler: Handler<E>): void {
  app.route({
    method: endpoint.method,
    url: endpoint.path.replace(/:(\w+)\?/g, ':$1'),
    handler: async (request, reply) => {
      if (!endpoint.access.includes('public')) {
        if (!request.user) throw unauthenticated();
        if (!hasAccess(request.user, endpoint.access)) throw forbidden();
      } else allowOtherOrigins(request, reply);
      const input = {
        params: parse(endpoint.params, request.params, 'params'),
        query: parse(endpoint.query, request.query, 'query'),
        body: parse(endpoint.body, request.body, 'body'),
        request,
        reply,
      } as HandlerInput<E>;
      const result = await handler(input);
      if (reply.sent) return reply;
      if (endpoint.responseType === 'html') return reply.type('text/html; charset=utf-8').send(result);
      if (endpoint.responseType === 'empty') return reply.code(204).send();
      let serialized = typeof result === 'object' && result !== null ? serializedCache.get(result) : undefined;
      if (!serialized) {
        if (validateResponses) {
          const check = v.safeParse(endpoint.response, result);
          if (!check.success) throw new Error(`${endpoint.name} answered outside its contract: ${JSON.stringify(fieldErrors(check.issues))}`);
        }
        serialized = encodedBody(typeof result === 'string' ? result : JSON.stringify(result));
        if (typeof result === 'object' && result !== null) serializedCache.set(result, serialized);
      }
      reply.type(endpoint.responseType === 'calendar' ? 'text/calendar; charset=utf-8' : 'application/json; charset=utf-8');
      if (endpoint.cache && request.method === 'GET') {
        reply.header('etag', serialized.etag);
        reply.header('cache-control', endpoint.cache === 'live' ? 'public, max-age=5, stale-while-revalidate=30' : 'public, max-age=60, stale-while-revalidate=300');
        reply.header('vary', 'accept-encoding');
        if (request.headers['if-none-match'] === serialized.etag) return reply.code(304).send();
      }
      // Big payloads go compressed: the live data of a whole tournament is ~0.5 MB of JSON.
      const coding = preferredCoding(request.headers['accept-encoding'], serialized.body.length);
      if (coding !== 'identity') reply.header('content-encoding', coding);
      if (serialized.body.length > compressAbove) reply.header('vary', 'accept-encoding');
      return reply.send(await bytesIn(serialized, coding));
    },
  });
}

export type Handler<E extends Endpoint> = (input: HandlerInput<E>) => Promise<v.InferOutput<E['response']> | string | undefined>;

/** A handler that also reads a feature's shared context (its db, clock, notices...), given once at registration. */
export type ContextHandler<C, E extends Endpoint> = (context: C, input: HandlerInput<E>) => ReturnType<Handler<E>>;

/**
 * Binds a feature's context-taking handlers to their context, so handlers stay plain top-level
 * functions and the register function is one `route(app, endpoint, bind(handler))` line each.
 */
export const withContext =
  <C>(context: C) =>
  <E extends Endpoint>(handler: ContextHandler<C, E>): Handler<E> =>
  (input) =>
    handler(context, input);

/**
 * A feature's routes as one map from its contract's endpoint names to short handlers: the map reads
 * as the feature's table of contents, and a handler's types come from its endpoint's schemas.
 */
export function routes<M extends Record<string, Endpoint>, N extends keyof M>(app: FastifyInstance, endpoints: M, handlers: { [K in N]: Handler<M[K]> }): void {
  for (const name of Object.keys(handlers) as N[]) route(app, endpoints[name], handlers[name]);
}
