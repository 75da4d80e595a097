import { Navigate } from 'react-router';
import { useCurrentUser } from '@phc/auth';
import { localizePath, useLocale } from '@phc/i18n';
import { landingPath } from '../logic/admin-landing';
import { Stack } from '@phc/ui';
import { RegistrationsPage } from '../registrations/registrations-page';
import { WaitingWorkPanel } from './waiting-work';

/**
 * `/admin/`: what waits (issue 24) and the registrations for whoever may see them, else a redirect to the first screen the
 * user may use. The layout's gate has already answered the logged-out and the roleless.
 */
export function AdminIndex() {
  const { user } = useCurrentUser({ required: true });
  const locale = useLocale();
  const path = landingPath(user);
  if (path && path !== '/') return <Navigate to={localizePath(path, locale)} replace />;
  return (
    <Stack $gap={5}>
      <WaitingWorkPanel />
      <RegistrationsPage />
    </Stack>
  );
}

export default AdminIndex;
