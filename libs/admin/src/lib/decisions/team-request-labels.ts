import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { TeamRequestState } from '@phc/api-contract';

/** An exception request's state as the requests list and the audit log name it. */
export const teamRequestStateLabels: Record<TeamRequestState, MessageDescriptor> = {
  pending: msg`Čeká`,
  approved: msg`Schválená`,
  rejected: msg`Zamítnutá`,
  canceled: msg`Zrušená klubem`,
};
