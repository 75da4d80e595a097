import type { FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import { clubLogoUpload, webEndpoints, type ConfigValue } from '@phc/api-contract';
import { administersClub } from '../auth/permissions';
import { multipartOptions, receiveUpload, uploadedImage } from '../cms/files';
import { HttpError, badRequest, forbidden } from '../http/errors';
import { route } from '../http/route';
import { canRegisterNewClub } from './windows';

/** Anonymous logo uploads per client address; logged-in users are known and not limited. */
export const logoUploadLimits = { perIp: 20, windowMinutes: 10 };

/**
 * The logo upload of the registration form (SPEC §3 club logo). It reuses the CMS's storage and
 * serving (uploaded_files, /uploads, /img), with a smaller limit and raster images only.
 */
export function registerClubLogoRoutes(app: FastifyInstance, loadConfigurations: () => Promise<ConfigValue[]>): void {
  app.register(async (scope) => {
    await scope.register(fastifyMultipart, multipartOptions(clubLogoUpload.maxBytes));
    // preHandler: the session hook has set request.user by then, so only anonymous uploads count.
    await scope.register(fastifyRateLimit, {
      hook: 'preHandler',
      max: logoUploadLimits.perIp,
      timeWindow: logoUploadLimits.windowMinutes * 60_000,
      allowList: (request) => request.user !== null,
      errorResponseBuilder: (_request, context) => new HttpError(429, 'rate_limited', `Too many uploads, try again in ${context.after}`),
    });
    route(scope, webEndpoints.clubLogoUpload, async ({ query, request }) => {
      const user = request.user;
      if (query.clubId !== undefined) {
        // Editing a club's registration: its administrators (and managers, super admin) only.
        if (!user || !administersClub(user, query.clubId)) throw user ? forbidden('You do not administer this club') : new HttpError(401, 'unauthenticated', 'Login required');
      } else if (!canRegisterNewClub(user, await loadConfigurations(), app.ctx.now())) {
        throw new HttpError(403, 'registration_closed', 'Club registration is closed');
      }
      return { file: await receiveUpload(app, request, { maxBytes: clubLogoUpload.maxBytes, imageTypes: clubLogoUpload.mimeTypes }) };
    });
  });
}

/**
 * A registration's logo must be an uploaded image (`/uploads/<key>`): a web address typed by an
 * anonymous registrant would be shown on public pages from a server nobody controls. A logo the club
 * already has (`current`, e.g. an address entered before uploads existed) may stay as it is.
 */
export async function checkLogo(app: FastifyInstance, logo: string | null, current: string | null = null): Promise<void> {
  if (logo === null || logo === current) return;
  if (!(await uploadedImage(app, logo))) throw badRequest('The logo must be an uploaded image', { logo: ['invalid'] });
}
