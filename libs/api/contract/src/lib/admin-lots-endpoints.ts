// Tie-breaks in the administration (issue 17 item 5): the federation procedure each category follows,
// and the drawing of lots an organiser records for teams still level after every criterion.
import * as v from 'valibot';
import { tieBreakProcedures } from '@phc/tournaments';
import { defineEndpoint, type Access } from './endpoint';
import { messageCodes as m } from './messages';
import { IdSchema, inputObject, LocalizedSchema } from './primitives';

/** Admins, super admins and the matchmaker, who builds the competition (SPEC §6 ROLE_MATCHMAKER). */
export const adminLotsAccess: Access[] = ['admin', 'matchmaker'];

export const TieBreakProcedureSchema = v.picklist(tieBreakProcedures, m.invalid);
export type TieBreakProcedureCode = v.InferOutput<typeof TieBreakProcedureSchema>;

export const AdminTieBreakCategorySchema = v.object({
  id: v.number(),
  name: LocalizedSchema,
  /** The category's own choice; null follows the tournament's sport default. */
  procedure: v.nullable(TieBreakProcedureSchema),
  defaultProcedure: TieBreakProcedureSchema,
});
export type AdminTieBreakCategory = v.InferOutput<typeof AdminTieBreakCategorySchema>;

export const AdminLotsDrawSchema = v.object({
  /** Team ids in drawn order, first drawn ranks highest. */
  teamIds: v.array(v.number()),
  drawnBy: v.nullable(v.string()),
  drawnAt: v.string(),
});
export type AdminLotsDraw = v.InferOutput<typeof AdminLotsDrawSchema>;

export const AdminLotsGroupSchema = v.object({
  groupId: v.number(),
  groupName: v.string(),
  categoryId: v.number(),
  /** Sets of teams level after every criterion of the procedure and not ordered by a recorded draw. */
  ties: v.array(v.array(v.number())),
  /** The recorded draw, if any; it stays valid for any of its teams that are level again later. */
  drawn: v.nullable(AdminLotsDrawSchema),
});
export type AdminLotsGroup = v.InferOutput<typeof AdminLotsGroupSchema>;

export const AdminLotsTeamSchema = v.object({ id: v.number(), name: v.string() });

export const AdminLotsOverviewSchema = v.object({
  categories: v.array(AdminTieBreakCategorySchema),
  /** Groups with an open tie or a recorded draw. */
  groups: v.array(AdminLotsGroupSchema),
  teams: v.array(AdminLotsTeamSchema),
});
export type AdminLotsOverview = v.InferOutput<typeof AdminLotsOverviewSchema>;

export const LotsGroupParamsSchema = inputObject({ groupId: IdSchema });

/** The drawn order of one set of level teams (first drawn first); each team at most once. */
export const RecordLotsBodySchema = inputObject({
  teamIds: v.pipe(
    v.array(IdSchema, m.invalid),
    v.minLength(2, m.invalid),
    v.check((ids) => new Set(ids).size === ids.length, m.invalid),
  ),
});
export type RecordLotsBody = v.InferInput<typeof RecordLotsBodySchema>;

export const CategoryTieBreakParamsSchema = inputObject({ categoryId: IdSchema });
export const CategoryTieBreakBodySchema = inputObject({ procedure: v.nullable(TieBreakProcedureSchema) });
export type CategoryTieBreakBody = v.InferInput<typeof CategoryTieBreakBodySchema>;

export const adminLotsEndpoints = {
  adminLotsOverview: defineEndpoint({ name: 'admin.lots.overview', method: 'GET', path: '/api/v1/admin/lots', response: AdminLotsOverviewSchema, access: adminLotsAccess }),
  /** 404 for an unknown group; 409 when the teams are not a set level after every criterion right now. */
  adminRecordLots: defineEndpoint({
    name: 'admin.lots.record',
    method: 'PUT',
    path: '/api/v1/admin/lots/:groupId',
    params: LotsGroupParamsSchema,
    body: RecordLotsBodySchema,
    response: AdminLotsGroupSchema,
    access: adminLotsAccess,
  }),
  /** Removes a group's recorded draw (recorded by mistake); its teams wait for a draw again. */
  adminClearLots: defineEndpoint({
    name: 'admin.lots.clear',
    method: 'DELETE',
    path: '/api/v1/admin/lots/:groupId',
    params: LotsGroupParamsSchema,
    response: AdminLotsGroupSchema,
    access: adminLotsAccess,
  }),
  adminCategoryTieBreak: defineEndpoint({
    name: 'admin.lots.categoryProcedure',
    method: 'PUT',
    path: '/api/v1/admin/tie-breaks/categories/:categoryId',
    params: CategoryTieBreakParamsSchema,
    body: CategoryTieBreakBodySchema,
    response: AdminTieBreakCategorySchema,
    access: adminLotsAccess,
  }),
};
