import { configValue, type ConfigValue } from '@phc/api-contract';
import { isBeforeDeadline } from '@phc/auth';

export type RequestWindow = { open: true } | { open: false; reason: 'disabled' | 'deadline' };

/** SPEC §5/§9: exception requests need the enabled flag and "participant team request till" not passed. */
export function requestWindow(configurations: readonly ConfigValue[], now: Date): RequestWindow {
  if (configValue(configurations, 'participant_team_request_enabled') !== true) return { open: false, reason: 'disabled' };
  if (!isBeforeDeadline(configurations, 'participant_team_request_till', now)) return { open: false, reason: 'deadline' };
  return { open: true };
}
