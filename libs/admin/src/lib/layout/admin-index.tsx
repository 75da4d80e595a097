import { Navigate } from 'react-router';
import { useCurrentUser } from '@phc/auth';
import { localizePath, useLocale } from '@phc/i18n';
import { adminScreens } from '../logic/admin-access';
import { landingPath } from '../logic/admin-landing';
import { Stack } from '@phc/ui';
import { RegistrationsPage } from '../registrations/registrations-page';
import { WaitingWorkPanel } from './waiting-work';

/**
 * `/admin/`: what waits for the user (issue 24), and the registrations below it for whoever may see them; a
 * role with no waiting work is sent to its first screen (landingPath). The layout's gate has already answered
 * the logged-out and the roleless.
 */
export function AdminIndex() {
  const { user } = useCurrentUser({ required: true });
  const locale = useLocale();
  const path = landingPath(user);
  if (path && path !== '/') return <Navigate to={localizePath(path, locale)} replace />;
  return (
    <Stack $gap={5}>
      <WaitingWorkPanel />
      {adminScreens(user).includes('registrations') && <RegistrationsPage />}
    </Stack>
  );
}

export default AdminIndex;
