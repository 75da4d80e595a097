import type { FastifyInstance } from 'fastify';
import { adminEndpoints } from '@phc/api-contract';
import { route } from '../../platform/http/route';
import { readAudit } from './audit';
import { registerAdminCompetitionRoutes } from './competition/routes';
import { registerAdminClubEditRoutes } from './club-edit';
import { registerAdminCategoryRoutes } from './categories';
import { registerAdminConfigRoutes } from './config';
import { registerAdminDecisionRoutes } from './decisions';
import { registerAdminImportExportRoutes } from './import-export/routes';
import { registerAdminLotsRoutes } from './lots';
import type { ClubNotices } from '../clubzone/notices/club-notices';
import { registerAdminPeopleRoutes, type AdminPeopleOptions } from './people';
import { registerAdminPlaceRoutes } from './places';
import { registerAdminRefereeDayRoutes } from './referee-days';
import { registerAdminPriceRoutes } from './prices';
import { registerAdminRegistrationRoutes } from './registrations';
import { registerAdminTrainingRoutes } from './trainings';
import { registerWaitingWorkRoutes } from './waiting-work';

/** The administration area's calls (issue 16); each endpoint's `access` names the roles, route() enforces them. */
export function registerAdminRoutes(app: FastifyInstance, people: AdminPeopleOptions & { notices: ClubNotices }): void {
  registerAdminRegistrationRoutes(app, people.notices);
  registerWaitingWorkRoutes(app);
  registerAdminDecisionRoutes(app, people.notices);
  registerAdminConfigRoutes(app);
  registerAdminImportExportRoutes(app);
  registerAdminPlaceRoutes(app);
  registerAdminLotsRoutes(app);
  registerAdminCompetitionRoutes(app);
  registerAdminRefereeDayRoutes(app);
  registerAdminClubEditRoutes(app);
  registerAdminTrainingRoutes(app);
  registerAdminCategoryRoutes(app);
  registerAdminPriceRoutes(app);
  registerAdminPeopleRoutes(app, people);
  route(app, adminEndpoints.audit, async ({ query }) => readAudit(app.ctx.db, query));
}
