import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { isProbablyLoggedIn, meQuery } from '@phc/api-client';
import { lazyWithCatalog } from '@phc/i18n';
import { cmsCatalog } from '../catalog';

// Nearly every visitor is anonymous: the bar (and the permission rules it checks) downloads only
// once someone is logged in; it decides itself whether this user may edit.
const AdminToolsBar = lazy(lazyWithCatalog(cmsCatalog, () => import('./admin-tools').then((m) => m.AdminTools)));

/** The `adminTools` slot of the cms layout: nothing at all for anonymous visitors. */
export function AdminToolsSlot() {
  const { data: user } = useQuery({ ...meQuery(), enabled: isProbablyLoggedIn() });
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <AdminToolsBar />
    </Suspense>
  );
}
