import { Outlet } from 'react-router';
import { ScrollManager } from '../behaviour/scroll-manager';
import { DocumentTitle } from './document-title';

/** Above every layout: behaviours that belong to any page. */
export function RootRoute() {
  return (
    <>
      <ScrollManager />
      <DocumentTitle />
      <Outlet />
    </>
  );
}
