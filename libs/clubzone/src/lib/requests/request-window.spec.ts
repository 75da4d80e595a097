import type { ConfigValue } from '@phc/api-contract';
import { requestWindow } from './request-window';

const config = (enabled: string, till: string | null): ConfigValue[] => [
  { key: 'participant_team_request_enabled', dataType: 'boolean', value: enabled, format: null },
  { key: 'participant_team_request_till', dataType: 'datetime', value: till, format: 'date' },
];

describe('requestWindow', () => {
  it('is open while enabled, through the whole last day', () => {
    expect(requestWindow(config('1', '2026-04-10'), new Date('2026-04-10T23:00:00Z'))).toEqual({ open: true });
    expect(requestWindow(config('1', null), new Date())).toEqual({ open: true });
  });

  it('is closed when switched off or after the date, saying which', () => {
    expect(requestWindow(config('0', '2026-04-10'), new Date('2026-04-01'))).toEqual({ open: false, reason: 'disabled' });
    expect(requestWindow(config('1', '2026-04-10'), new Date('2026-04-11T00:00:00Z'))).toEqual({ open: false, reason: 'deadline' });
  });
});
