import type { FastifyInstance } from 'fastify';
import { allEndpoints, cmsEndpoints, describeEndpoints } from '@phc/api-contract';
import { route } from '../http/route';
import { buildOpenApiDocument } from './openapi';
import { docsPage } from './docs-page';
import { allowOtherOrigins } from '../http/cors';

/**
 * `GET /api/openapi.json` and `GET /api/docs`: built once at start, public and cacheable; and the
 * contract's own catalogue of endpoints (SPEC §7 `apidocs/meta/refs`).
 */
export function registerDocsRoutes(app: FastifyInstance): void {
  const document = buildOpenApiDocument(allEndpoints);
  const json = JSON.stringify(document);
  const html = docsPage(allEndpoints, document);
  const cache = 'public, max-age=300';
  app.get('/api/openapi.json', async (request, reply) => {
    allowOtherOrigins(request, reply);
    return reply.header('cache-control', cache).type('application/json; charset=utf-8').send(json);
  });
  app.get('/api/docs', async (_request, reply) => reply.header('cache-control', cache).type('text/html; charset=utf-8').send(html));
  route(app, cmsEndpoints.apiRefs, async () => describeEndpoints());
}
