import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AdminTeamCategory } from '@phc/api-contract';

/** A category's gender as the categories list, its form and the audit log name it. */
export const genderLabels: Record<AdminTeamCategory['gender'], MessageDescriptor> = { M: msg`Chlapci / muži`, F: msg`Dívky / ženy`, X: msg`Smíšená` };
