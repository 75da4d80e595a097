import { toJsonSchema, type ConversionConfig } from '@valibot/to-json-schema';
import { allEndpoints, ApiErrorBodySchema, type AnySchema, type Endpoint } from '@phc/api-contract';

type Json = Record<string, unknown>;

/**
 * `errorMode: 'ignore'`: valibot actions JSON Schema cannot say (custom checks, transforms, dates
 * parsed from text) are left out of the schema rather than failing the whole document, so the
 * document stays valid and only says less than the server checks.
 */
const conversion: ConversionConfig = { target: 'draft-2020-12', errorMode: 'ignore' };

export const sessionScheme = 'sessionCookie';

function jsonSchema(schema: AnySchema, typeMode: 'input' | 'output'): Json {
  const { $schema: _dialect, ...rest } = toJsonSchema(schema, { ...conversion, typeMode }) as Json;
  return rest;
}

/** `/a/:id/:slug?` → `/a/{id}/{slug}`; OpenAPI has no optional path parameter, so both are listed as required. */
export function openApiPath(path: string): string {
  return path.replace(/:(\w+)\??/g, '{$1}');
}

function parameters(endpoint: Endpoint): Json[] {
  const list: Json[] = [];
  const add = (where: 'path' | 'query', schema: AnySchema | undefined, names: string[]) => {
    const converted = schema ? jsonSchema(schema, 'input') : {};
    const properties = (converted['properties'] ?? {}) as Record<string, Json>;
    const required = new Set((converted['required'] ?? []) as string[]);
    const all = where === 'path' ? names : Object.keys(properties);
    for (const name of all) {
      list.push({ name, in: where, required: where === 'path' || required.has(name), schema: properties[name] ?? { type: 'string' } });
    }
  };
  add('path', endpoint.params, [...endpoint.path.matchAll(/:(\w+)/g)].map((m) => m[1] as string));
  add('query', endpoint.query, []);
  return list;
}

const errorRef = { $ref: '#/components/responses/Error' };

function errorAnswers(endpoint: Endpoint): Record<string, unknown> {
  const answers: Record<string, unknown> = { '429': errorRef };
  if (endpoint.params || endpoint.query || endpoint.body) answers['400'] = errorRef;
  if (!endpoint.access.includes('public')) Object.assign(answers, { '401': errorRef, '403': errorRef });
  if (endpoint.params) answers['404'] = errorRef;
  if (endpoint.method !== 'GET') answers['409'] = errorRef;
  return answers;
}

function successAnswer(endpoint: Endpoint): [string, Json] {
  switch (endpoint.responseType) {
    case 'empty':
      return ['204', { description: 'Done' }];
    case 'html':
      return ['200', { description: 'An HTML page', content: { 'text/html': { schema: { type: 'string' } } } }];
    case 'calendar':
      return ['200', { description: 'An iCalendar feed', content: { 'text/calendar': { schema: { type: 'string' } } } }];
    default:
      return ['200', { description: 'OK', content: { 'application/json': { schema: jsonSchema(endpoint.response, 'output') } } }];
  }
}

function operation(endpoint: Endpoint): Json {
  const [status, success] = successAnswer(endpoint);
  const isPublic = endpoint.access.includes('public');
  return {
    operationId: endpoint.name,
    tags: [endpoint.name.split('.')[0]],
    'x-access': [...endpoint.access],
    security: isPublic ? [] : [{ [sessionScheme]: [] }],
    parameters: parameters(endpoint),
    ...(endpoint.body ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(endpoint.body, 'input') } } } } : {}),
    responses: { [status]: success, ...errorAnswers(endpoint) },
  };
}

/** The OpenAPI 3.1 document of every contract endpoint: generated, so it cannot drift from the server. */
export function buildOpenApiDocument(endpoints: readonly Endpoint[] = allEndpoints): Json {
  const paths: Record<string, Record<string, Json>> = {};
  for (const endpoint of endpoints) {
    const path = openApiPath(endpoint.path);
    paths[path] ??= {};
    paths[path][endpoint.method.toLowerCase()] = operation(endpoint);
  }
  return {
    openapi: '3.1.0',
    info: { title: 'PHC tournament API', version: '1', description: 'Generated from the API contract. Public reads allow other origins (GET, no credentials).' },
    paths,
    components: {
      securitySchemes: { [sessionScheme]: { type: 'apiKey', in: 'cookie', name: 'phc_session', description: 'The session cookie set by sign-in; roles per x-access.' } },
      responses: { Error: { description: 'An error; `fields` maps input paths to message codes on 400', content: { 'application/json': { schema: jsonSchema(ApiErrorBodySchema, 'output') } } } },
    },
  };
}
