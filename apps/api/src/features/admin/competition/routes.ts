import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import { adminCompetitionEndpoints as e } from '@phc/api-contract';
import type { RequestUser } from '../../../platform/auth/permissions';
import type { Database } from '../../../platform/db/schema';
import { requireUser } from '../../../platform/auth/guards';
import { route } from '../../../platform/http/route';
import { writeAndPublish, type PublishInTransaction } from '../../../platform/live/bus';
import { buildCategoryPlayoffs, publishCategory, scheduleCategory } from './build';
import { builderRow } from './builder-store';
import { competitionDetail, listCategories } from './detail';
import { addGroup, drawCategory, moveInDraw, previewMove } from './draw';
import { addLevel, deleteGroup, deleteLevel, editLevel } from './levels';
import { moveMatchSlot } from './match-slot';
import { setPots } from './pots';

/**
 * The competition builder (issue 17 items 1–4): admins and the matchmaker. Every write runs in one
 * transaction with its audit row and answers the category's whole builder state; publishing tells
 * every open page (the live stream's reset) to read the competition again, its live change written
 * in the same transaction (issue 25: never lost between the commit and the announcement).
 */
export function registerAdminCompetitionRoutes(app: FastifyInstance): void {
  const { db, tournament, bus } = app.ctx;
  const detail = async (categoryId: number) => ({ competition: await competitionDetail(db, categoryId, tournament.sport) });
  const write = async (request: Parameters<typeof requireUser>[0], categoryId: number, work: (trx: Transaction<Database>, user: RequestUser, publish: PublishInTransaction) => Promise<void>) => {
    const user = requireUser(request);
    await writeAndPublish(db, bus, (trx, publish) => work(trx, user, publish));
    return detail(categoryId);
  };

  route(app, e.categories, async () => ({ categories: await listCategories(db) }));
  route(app, e.detail, ({ params }) => detail(params.categoryId));
  route(app, e.draw, ({ params, body, request }) => write(request, params.categoryId, (trx, user) => drawCategory(trx, user, params.categoryId, body)));
  route(app, e.addGroup, ({ params, body, request }) => write(request, params.categoryId, (trx, user) => addGroup(trx, user, params.categoryId, body)));
  route(app, e.deleteGroup, ({ params, request }) => write(request, params.categoryId, (trx, user) => deleteGroup(trx, user, params)));
  route(app, e.addLevel, ({ params, body, request }) => write(request, params.categoryId, (trx, user) => addLevel(trx, user, params.categoryId, body)));
  route(app, e.editLevel, ({ params, body, request }) => write(request, params.categoryId, (trx, user) => editLevel(trx, user, params, body)));
  route(app, e.deleteLevel, ({ params, request }) => write(request, params.categoryId, (trx, user) => deleteLevel(trx, user, params)));
  route(app, e.pots, ({ params, body, request }) => write(request, params.categoryId, (trx, user) => setPots(trx, user, params.categoryId, body)));
  route(app, e.checkMove, async ({ params, body }) => {
    await detail(params.categoryId);
    return { breaks: await previewMove(db, params.categoryId, (await builderRow(db, params.categoryId))?.draw ?? null, body) };
  });
  route(app, e.move, ({ params, body, request }) => write(request, params.categoryId, (trx, user) => moveInDraw(trx, user, params.categoryId, body)));
  route(app, e.schedule, ({ params, body, request }) => write(request, params.categoryId, (trx, user) => scheduleCategory(trx, user, params.categoryId, body)));
  route(app, e.playoffs, ({ params, body, request }) => write(request, params.categoryId, (trx, user) => buildCategoryPlayoffs(trx, user, params.categoryId, body)));
  route(app, e.moveMatch, ({ params, body, request }) =>
    write(request, params.categoryId, async (trx, user, publish) => {
      // A public match moved: the live pages get it as a change of that match.
      if ((await moveMatchSlot(trx, user, tournament.sport, params, body)).published) await publish({ type: 'match', matchId: params.matchId });
    }),
  );
  route(app, e.publish, ({ params, request }) =>
    write(request, params.categoryId, async (trx, user, publish) => {
      await publishCategory(trx, user, params.categoryId);
      await publish({ type: 'competition' });
    }),
  );
}
