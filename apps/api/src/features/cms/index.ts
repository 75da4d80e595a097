import type { FastifyInstance } from 'fastify';
import { registerFileRoutes } from './files';
import { registerSiteContentGraphql } from './graphql';
import { registerCmsObjectRoutes } from './routes';

/** Bytes of JSON a content object save may send (the server's default is 1 MiB). */
export const contentBodyLimit = 10 * 1024 * 1024;

/** The content domain: content objects (REST), site content (GraphQL), uploads and the image proxy. */
export function registerCmsRoutes(app: FastifyInstance): void {
  app.register(async (scope) => {
    // A long page carries its HTML and the Lexical state it was made from, several times the text.
    scope.addHook('onRoute', (options) => {
      options.bodyLimit = contentBodyLimit;
    });
    registerCmsObjectRoutes(scope);
  });
  registerSiteContentGraphql(app);
  registerFileRoutes(app);
}
