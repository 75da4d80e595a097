import { JoinRequestsPage } from './join-requests-page';

/** SPEC §2 `/training-join-requests/{clubId}/created`. */
export function Component() {
  return <JoinRequestsPage direction="created" />;
}
