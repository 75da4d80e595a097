import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { TrainingState } from '@phc/api-contract';
import type { BadgeVariant } from '@phc/ui';

/** SPEC §4 training and join request states (the two share their four values). */
export const trainingStateLabels: Record<TrainingState, MessageDescriptor> = {
  pending: msg`Čeká na schválení`,
  approved: msg`Schválený`,
  rejected: msg`Zamítnutý`,
  cancelled: msg`Zrušený`,
};

export const joinRequestStateLabels: Record<TrainingState, MessageDescriptor> = {
  pending: msg`Čeká na odpověď`,
  approved: msg`Přijatá`,
  rejected: msg`Odmítnutá`,
  cancelled: msg`Zrušená`,
};

export const stateBadge: Record<TrainingState, BadgeVariant> = { pending: 'warning', approved: 'success', rejected: 'danger', cancelled: 'neutral' };
