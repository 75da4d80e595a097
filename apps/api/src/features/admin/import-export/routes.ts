import type { FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { adminImportExportEndpoints as e, importMaxErrors, tournamentImportLimits, tournamentTableFile, type ImportErrorBody, type ImportRowError, type TournamentExport } from '@phc/api-contract';
import { isAdmin } from '../../../platform/auth/permissions';
import { badRequest, conflict } from '../../../platform/http/errors';
import { route } from '../../../platform/http/route';
import { writeAndPublish } from '../../../platform/live/bus';
import { enforceLimit } from '../../../platform/security/throttle';
import { writeAudit } from '../../../platform/audit/write-audit';
import { exportTournament } from './export';
import { existingLookups, importTables, isTournamentEmpty } from './import';
import { checkReferences } from './references';
import { tableToCsv } from './tables';
import { readTables, receiveFiles } from './upload';

const rejected = (rows: ImportRowError[]): ImportErrorBody => ({
  error: { status: 400, code: 'validation', message: `The import has ${rows.length} problem(s)`, rows: rows.slice(0, importMaxErrors), truncated: rows.length > importMaxErrors },
});

/**
 * The export of a matchmaker (issue 26, children's data): the competition without its players. The
 * schedule and the groups need no child's name or birth year; moving a whole tournament, rosters and
 * scorers included, is an admin's export.
 */
export function withoutPlayers(data: TournamentExport): TournamentExport {
  return { ...data, players: [], teamPlayers: [], matchRosters: [], matchEvents: data.matchEvents.map((event) => ({ ...event, player: null, assist: null })) };
}

/** Imports one user may start: each reads up to tournamentImportLimits.maxTotalBytes. */
export const importLimits = { perUser: { max: 10, windowMs: 10 * 60_000 } };

/** Export and import of a whole tournament (issue 17 item 6). */
export function registerAdminImportExportRoutes(app: FastifyInstance): void {
  route(app, e.export, async ({ query, reply, request }) => {
    const full = await exportTournament(app.ctx.db, app.ctx.tournament.sport, app.ctx.now());
    const data = isAdmin(request.user) ? full : withoutPlayers(full);
    const day = data.exportedAt.slice(0, 10);
    if (query.format === 'json') {
      reply.header('content-disposition', `attachment; filename="tournament-${app.ctx.tournament.id}-${day}.json"`);
      return data;
    }
    if (!query.table) throw badRequest('A CSV export names its table', { 'query.table': ['required'] });
    const csv = tableToCsv(query.table, data[query.table], query.delimiter === 'comma' ? ',' : ';');
    reply.header('content-disposition', `attachment; filename="${tournamentTableFile(query.table)}"`);
    return reply.type('text/csv; charset=utf-8').send(csv);
  });

  app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: tournamentImportLimits.maxFileBytes, files: tournamentImportLimits.maxFiles, fields: 10, parts: tournamentImportLimits.maxFiles + 10 },
    });
    route(scope, e.import, async ({ request, reply }) => {
      const user = request.user as NonNullable<typeof request.user>;
      // Before a byte of the upload is read (the role is checked before the handler): an import that
      // cannot land must not cost the server its memory (issue 26).
      await enforceLimit(app.ctx.db, reply, `import-user:${user.id}`, importLimits.perUser, app.ctx.now(), 'imports');
      if (!(await isTournamentEmpty(app.ctx.db))) throw conflict('The tournament already has clubs, teams or matches: import only into an empty tournament');
      const read = readTables(await receiveFiles(request));
      const lookups = await existingLookups(app.ctx.db);
      const existing = Object.fromEntries(Object.entries(lookups).map(([table, ids]) => [table, ids.keys()]));
      const errors = read.errors.length > 0 ? read.errors : checkReferences(read.tables, read.origin, existing);
      if (errors.length > 0) return reply.code(400).type('application/json; charset=utf-8').send(rejected(errors));
      const counts = await writeAndPublish(app.ctx.db, app.ctx.bus, async (trx, publish) => {
        // Checked again inside: two imports at once must not both land.
        if (!(await isTournamentEmpty(trx))) throw conflict('The tournament is no longer empty');
        const stored = await importTables(trx, read.tables, user.id);
        await writeAudit(trx, user, [{ entity: 'tournament', entityId: 0, action: 'import', before: null, after: { counts: stored } }]);
        // The public answers kept in memory (live, static, match details, statistics) and every open
        // live stream start over from the imported tournament, as after a publish (issue 26).
        await publish({ type: 'competition' });
        return stored;
      });
      return { counts };
    });
  });
}
