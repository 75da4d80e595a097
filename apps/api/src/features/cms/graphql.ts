import { gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { GraphQLError, GraphQLScalarType, Kind, NoSchemaIntrospectionCustomRule, type ValueNode } from 'graphql';
import mercurius, { type IResolvers, type MercuriusContext } from 'mercurius';
import * as v from 'valibot';
import { cmsEndpoints, type CmsObjectType } from '@phc/api-contract';
import { isSuperAdmin } from '../../platform/auth/permissions';
import { errorBody, HttpError, badRequest } from '../../platform/http/errors';
import { etagOf, fieldErrors } from '../../platform/http/route';
import { previewView, visitorView } from './content-state';
import { publicContent } from './sanitize';
import { stateOf, type CmsRow } from './store';
import { costLimitRule } from './graphql-cost';

/**
 * Site content over GraphQL (SPEC §7 `GET /graphql?query=`), the answer shape of the contract's
 * `SiteContentSchema`. Nested content (bilingual texts, blocks, items) travels as the `JSON` scalar,
 * so the answer matches the content schemas one to one.
 */
export const siteContentSdl = /* GraphQL */ `
  "Any JSON value: bilingual texts { cs, en }, blocks, items."
  scalar JSON

  type Menu { id: Int! title: JSON! position: String! menuItems: JSON! }
  type Settings { logo: String! footerBlocks: JSON! socialLinks: JSON! appLinks: JSON! copyright: JSON! clubRegistrationTerms: JSON! refereeTerms: JSON! }
  type Page { id: Int! slug: JSON! title: JSON! hero: JSON blocks: JSON! }
  type PartnerGroup { id: Int! title: JSON! size: String! order: Int! items: JSON! }
  type CustomBlock { id: Int! position: String! title: JSON! text: JSON! images: JSON! buttonLabel: JSON buttonLink: String }

  type Query {
    "Menus, optionally of one position (header, footer). preview: drafts, for the super admin only."
    menus(position: String, preview: Boolean = false): [Menu!]!
    settings(preview: Boolean = false): Settings
    "Pages; with a slug only the page whose Czech or English slug it is."
    pages(slug: String, preview: Boolean = false): [Page!]!
    "Partner groups by their order."
    partners(size: String, preview: Boolean = false): [PartnerGroup!]!
    customBlocks(position: String, preview: Boolean = false): [CustomBlock!]!
  }
`;

const jsonLiteral = (node: ValueNode): unknown => {
  switch (node.kind) {
    case Kind.STRING:
    case Kind.BOOLEAN:
      return node.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(node.value);
    case Kind.LIST:
      return node.values.map(jsonLiteral);
    case Kind.OBJECT:
      return Object.fromEntries(node.fields.map((field) => [field.name.value, jsonLiteral(field.value)]));
    default:
      return null;
  }
};

const JsonScalar = new GraphQLScalarType({ name: 'JSON', serialize: (value) => value, parseValue: (value) => value, parseLiteral: jsonLiteral });

interface SiteContext extends MercuriusContext {
  cmsRows?: Promise<CmsRow[]>;
}

interface PreviewArgs {
  preview?: boolean | null;
}

type Content = Record<string, unknown>;

/** The content objects of one type as the asker may see them, each with its id; one query per request. */
async function contentOf(ctx: SiteContext, type: CmsObjectType, args: PreviewArgs): Promise<(Content & { id: number })[]> {
  const request = ctx.reply.request as FastifyRequest;
  // Drafts only for the super admin: anybody else asking for a preview gets what visitors get.
  const preview = args.preview === true && isSuperAdmin(request.user);
  if (preview) ctx.reply.header('x-content-preview', '1');
  ctx.cmsRows ??= ctx.app.ctx.db.selectFrom('cms_objects').selectAll().where('is_archived', '=', false).orderBy('id').execute();
  const rows = await ctx.cmsRows;
  return rows
    .filter((row) => row.type === type)
    .flatMap((row) => {
      const content = (preview ? previewView(stateOf(row)) : visitorView(stateOf(row))) as Content | null;
      return content ? [{ ...publicContent(content), id: row.id }] : [];
    });
}

const resolvers: IResolvers = {
  JSON: JsonScalar,
  Query: {
    menus: async (_root, args: PreviewArgs & { position?: string | null }, ctx: SiteContext) =>
      (await contentOf(ctx, 'menu', args)).filter((menu) => !args.position || menu.position === args.position),
    settings: async (_root, args: PreviewArgs, ctx: SiteContext) => (await contentOf(ctx, 'settings', args))[0] ?? null,
    pages: async (_root, args: PreviewArgs & { slug?: string | null }, ctx: SiteContext) =>
      (await contentOf(ctx, 'page', args)).filter((page) => {
        if (!args.slug) return true;
        const slug = page.slug as { cs: string; en: string };
        return slug.cs === args.slug || slug.en === args.slug;
      }),
    partners: async (_root, args: PreviewArgs & { size?: string | null }, ctx: SiteContext) =>
      (await contentOf(ctx, 'partner_group', args)).filter((group) => !args.size || group.size === args.size).sort((a, b) => (a.order as number) - (b.order as number) || a.id - b.id),
    customBlocks: async (_root, args: PreviewArgs & { position?: string | null }, ctx: SiteContext) =>
      (await contentOf(ctx, 'custom_block', args)).filter((block) => !args.position || block.position === args.position),
  },
};

const maxQueryLength = 10_000;

/**
 * In production a resolver's own failure (a database error, a bug) answers "Internal server error"
 * and goes to the log: its message may name tables, columns or values. The asker's mistakes (syntax,
 * unknown fields, bad arguments, our HttpErrors) keep their messages.
 */
const maskInternalErrors: typeof mercurius.defaultErrorFormatter = (execution, context) => {
  const errors = execution.errors.map((error) => {
    const original = error.originalError;
    if (!original || original instanceof GraphQLError || original instanceof HttpError || Array.isArray((original as { errors?: unknown }).errors)) return error;
    (context.reply?.log ?? context.app.log).error({ err: { type: original.name, message: original.message, stack: original.stack } }, 'GraphQL resolver failed');
    return new GraphQLError('Internal server error', { nodes: error.nodes, path: error.path });
  });
  return mercurius.defaultErrorFormatter({ ...execution, errors }, context);
};

/**
 * GraphQL through mercurius (graphql-js), GET and POST on /graphql. Around it: the contract's limits
 * on the query string (400 with field codes), an ETag (304) and a short public cache for visitors,
 * no caching for logged-in users (who may preview drafts), gzip for big answers.
 */
export function registerSiteContentGraphql(app: FastifyInstance): void {
  app.register(async (scope) => {
    scope.addHook('preValidation', async (request) => {
      if (request.method === 'GET') {
        const result = v.safeParse(cmsEndpoints.siteContent.query as v.GenericSchema, request.query ?? {});
        if (!result.success) throw badRequest('Invalid query', fieldErrors(result.issues, 'query'));
      } else {
        const query = (request.body as { query?: unknown } | undefined)?.query;
        if (typeof query === 'string' && query.length > maxQueryLength) throw badRequest('Invalid body', { query: ['tooLong'] });
      }
    });

    scope.addHook('onSend', async (request, reply, payload) => {
      if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
      const etag = etagOf(payload);
      reply.header('etag', etag);
      if (request.user || reply.getHeader('x-content-preview')) {
        reply.header('cache-control', 'private, no-cache');
      } else if (request.method === 'GET') {
        reply.header('cache-control', 'public, max-age=30, stale-while-revalidate=60');
      }
      reply.header('vary', 'accept-encoding, cookie');
      if (request.method === 'GET' && request.headers['if-none-match'] === etag) {
        reply.code(304);
        return '';
      }
      if (payload.length > 8192 && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
        reply.header('content-encoding', 'gzip');
        return gzipSync(payload);
      }
      return payload;
    });

    await scope.register(mercurius, {
      schema: siteContentSdl,
      resolvers,
      path: '/graphql',
      graphiql: false,
      queryDepth: 6,
      // The schema is public in the repository, but a production server need not hand a map to scanners.
      // Breadth and aliases are limited too (costLimitRule), so a small query cannot ask a huge answer.
      validationRules: process.env.NODE_ENV === 'production' ? [costLimitRule, NoSchemaIntrospectionCustomRule] : [costLimitRule],
      errorFormatter: process.env.NODE_ENV === 'production' ? maskInternalErrors : mercurius.defaultErrorFormatter,
      // Parse errors, unknown fields and the like are the asker's: a GraphQL answer with `errors`.
      errorHandler: async (error, request, reply) => {
        if (error instanceof HttpError) return reply.code(error.status).send(errorBody(error.status, error.code, error.message, error.fields));
        const graphqlError = error instanceof GraphQLError ? error : new GraphQLError(error.message, { originalError: error });
        const { statusCode, response } = mercurius.defaultErrorFormatter({ errors: [graphqlError] } as never, { reply } as never);
        return reply.code(statusCode ?? 500).send(response);
      },
    });
  });
}
