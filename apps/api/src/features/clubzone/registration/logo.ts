import type { FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { clubLogoUpload, webEndpoints, type ConfigValue } from '@phc/api-contract';
import { sql } from 'kysely';
import { administersClub, isSuperAdmin, type RequestUser } from '../../../platform/auth/permissions';
import { multipartOptions, receiveUpload, uploadedImage } from '../../../platform/uploads/receive';
import { HttpError, badRequest, forbidden } from '../../../platform/http/errors';
import { route } from '../../../platform/http/route';
import { enforceLimit, rateLimited } from '../../../platform/security/throttle';
import { canRegisterNewClub } from './windows';

/**
 * Logo uploads (issue 26: any account could fill the disk): counted per client address and per
 * logged-in user; the logos one uploader keeps (a user, or an address when anonymous) stop at a quota;
 * a logo no club names is removed a day after its upload, which frees the quota again.
 */
export const logoUploadLimits = {
  perIp: { max: 20, windowMs: 10 * 60_000 },
  perUser: { max: 20, windowMs: 60 * 60_000 },
  quotaBytes: 4 * clubLogoUpload.maxBytes,
  unusedForMs: 24 * 3600_000,
};

/** Club managers and the super admin upload logos for many clubs: no quota for them. */
const hasNoQuota = (user: RequestUser | null) => isSuperAdmin(user) || !!user?.roles.includes('ROLE_CLUB_MANAGER');

/**
 * Removes logos uploaded over a day ago that no club and no registration names (a form left
 * unsent, a logo replaced): their rows and their files. A few at a time, by whichever upload comes.
 */
export async function removeUnusedLogos(app: FastifyInstance, now: Date): Promise<number> {
  const { db } = app.ctx;
  const url = sql<string>`'/uploads/' || uploaded_files.storage_key`;
  const unused = await db
    .selectFrom('uploaded_files')
    .select(['id', 'storage_key'])
    .where('purpose', '=', 'logo')
    .where('created_at', '<', new Date(now.getTime() - logoUploadLimits.unusedForMs))
    .where((eb) => eb.not(eb.exists(eb.selectFrom('clubs').select('id').where('logo', '=', url))))
    .where((eb) => eb.not(eb.exists(eb.selectFrom('club_registrations').select('club_id').where('logo', '=', url))))
    .orderBy('id')
    .limit(100)
    .execute();
  if (unused.length === 0) return 0;
  await db.deleteFrom('uploaded_files').where('id', 'in', unused.map((f) => f.id)).execute();
  for (const file of unused) await app.ctx.files.remove(file.storage_key);
  return unused.length;
}

/** The bytes of logos the uploader keeps now: by account, or by address for anonymous uploads. */
async function keptLogoBytes(app: FastifyInstance, user: RequestUser | null, address: string): Promise<number> {
  let query = app.ctx.db.selectFrom('uploaded_files').select((eb) => eb.fn.coalesce(eb.fn.sum<number>('size_bytes'), eb.lit(0)).as('bytes')).where('purpose', '=', 'logo');
  query = user ? query.where('uploaded_by', '=', user.id) : query.where('uploaded_by', 'is', null).where('uploaded_from', '=', address);
  return Number((await query.executeTakeFirstOrThrow()).bytes);
}

/**
 * The logo upload of the registration form (SPEC §3 club logo). It reuses the CMS's storage and
 * serving (uploaded_files, /uploads, /img), with a smaller limit and raster images only.
 */
export function registerClubLogoRoutes(app: FastifyInstance, loadConfigurations: () => Promise<ConfigValue[]>): void {
  app.register(async (scope) => {
    await scope.register(fastifyMultipart, multipartOptions(clubLogoUpload.maxBytes));
    route(scope, webEndpoints.clubLogoUpload, async ({ query, request, reply }) => {
      const user = request.user;
      if (query.clubId !== undefined) {
        // Editing a club's registration: its administrators (and managers, super admin) only.
        if (!user || !administersClub(user, query.clubId)) throw user ? forbidden('You do not administer this club') : new HttpError(401, 'unauthenticated', 'Login required');
      } else if (!canRegisterNewClub(user, await loadConfigurations(), app.ctx.now())) {
        throw new HttpError(403, 'registration_closed', 'Club registration is closed');
      }
      // Everything below is decided before a byte of the file is read.
      const now = app.ctx.now();
      if (user) await enforceLimit(app.ctx.db, reply, `logo-user:${user.id}`, logoUploadLimits.perUser, now, 'uploads');
      else await enforceLimit(app.ctx.db, reply, `logo-ip:${request.ip}`, logoUploadLimits.perIp, now, 'uploads');
      await removeUnusedLogos(app, now);
      if (!hasNoQuota(user) && (await keptLogoBytes(app, user, request.ip)) + clubLogoUpload.maxBytes > logoUploadLimits.quotaBytes) {
        const quota = rateLimited(reply, logoUploadLimits.unusedForMs, 'uploaded logos');
        throw new HttpError(429, 'upload_quota', `${quota.message}: logos no club uses are removed a day after their upload`);
      }
      return { file: await receiveUpload(app, request, { maxBytes: clubLogoUpload.maxBytes, imageTypes: clubLogoUpload.mimeTypes, purpose: 'logo' }) };
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
