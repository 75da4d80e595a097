export { createAdminApp, adminBasename } from './lib/create-admin-app';
export { adminRoutes } from './lib/admin-routes';
export { adminCatalog } from './lib/catalog';
