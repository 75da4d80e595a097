import { act, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useLiveStatus } from './live-status';
import { useLiveUpdates } from './use-live-updates';

function LiveScreen() {
  useLiveUpdates();
  return null;
}

describe('useLiveUpdates', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('keeps one connection while live screens are mounted and closes it a while after the last leaves', () => {
    const client = new QueryClient();
    const invalidate = jest.spyOn(client, 'invalidateQueries');
    const wrap = (ui: React.ReactNode) => <QueryClientProvider client={client}>{ui}</QueryClientProvider>;
    // jsdom has no EventSource: the connection polls, which shows as the "polling" status.
    const first = render(wrap(<LiveScreen />));
    const second = render(wrap(<LiveScreen />));
    expect(useLiveStatus.getState().status).toBe('polling');

    first.unmount();
    second.unmount();
    act(() => jest.advanceTimersByTime(15_000));
    // Still connected right after leaving (the next live screen is probably mounting): polls go on.
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(useLiveStatus.getState().status).toBe('polling');

    act(() => jest.advanceTimersByTime(30_000));
    expect(useLiveStatus.getState().status).toBe('connecting');
    invalidate.mockClear();
    act(() => jest.advanceTimersByTime(60_000));
    expect(invalidate).not.toHaveBeenCalled();
  });
});
