import { keysToInvalidate } from './live-updates';
import { useLiveStatus } from './live-status';

describe('live updates for the results pages', () => {
  it('refreshes statistics when an event or a match changes, not on a stage change', () => {
    const at = '2026-04-06T10:00:00.000Z';
    expect(keysToInvalidate({ type: 'event', matchId: 3, at })).toContainEqual(['competition', 'statistics']);
    expect(keysToInvalidate({ type: 'match', matchId: 3, at })).toContainEqual(['competition', 'statistics']);
    expect(keysToInvalidate({ type: 'stage', matchId: 3, at })).not.toContainEqual(['competition', 'statistics']);
  });

  it('keeps the stream status for the indicator, connecting until told otherwise', () => {
    expect(useLiveStatus.getState().status).toBe('connecting');
    useLiveStatus.getState().setStatus('live');
    expect(useLiveStatus.getState().status).toBe('live');
  });
});
