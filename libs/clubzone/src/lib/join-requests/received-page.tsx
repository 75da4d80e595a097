import { JoinRequestsPage } from './join-requests-page';

/** SPEC §2 `/training-join-requests/{clubId}/received`. */
export function Component() {
  return <JoinRequestsPage direction="received" />;
}
