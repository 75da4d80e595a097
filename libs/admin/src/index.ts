export { createAdminApp, adminBasename } from './lib/create-admin-app';
export { createAdminRoutes } from './lib/admin-routes';
export { adminCatalog } from './lib/catalog';
