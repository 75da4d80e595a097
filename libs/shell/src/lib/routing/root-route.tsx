import { Outlet } from 'react-router';
import { ScrollManager } from '../behaviour/scroll-manager';
import { useSlots } from '../slots';
import { DocumentTitle } from './document-title';

/** Above every layout: behaviours that belong to any page. */
export function RootRoute() {
  const { routeObserver: RouteObserver } = useSlots();
  return (
    <>
      <ScrollManager />
      <DocumentTitle />
      {RouteObserver && <RouteObserver />}
      <Outlet />
    </>
  );
}
