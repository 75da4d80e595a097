import { useCallback, useEffect, useRef, useState } from 'react';
import { loadClock, saveClock } from '../offline/event-store';
import { initialStopwatch, reviveStopwatch, stopwatchReducer, type StopwatchAction, type StopwatchState } from './stopwatch';

/** The stopwatch of a match, kept in the device's store so a reload continues from the right time. */
export function useStopwatch(matchId: number) {
  const [state, setState] = useState<StopwatchState>(() => initialStopwatch());
  const loaded = useRef(false);

  useEffect(() => {
    let active = true;
    loaded.current = false;
    loadClock(matchId)
      .then((value) => {
        if (active && value) setState(reviveStopwatch(value));
      })
      .catch(() => undefined)
      .finally(() => {
        if (active) loaded.current = true;
      });
    return () => {
      active = false;
    };
  }, [matchId]);

  const dispatch = useCallback(
    (action: StopwatchAction) =>
      setState((prev) => {
        const next = stopwatchReducer(prev, action);
        // Saved as a side effect of the change only: loading must not write the fresh state over the stored one.
        if (next !== prev && loaded.current) void saveClock(matchId, next).catch(() => undefined);
        return next;
      }),
    [matchId],
  );

  return { state, dispatch };
}

/** Now, ticking while `running` so a running clock is redrawn; quarter seconds keep it from skipping a second. */
export function useNow(running: boolean, intervalMs = 250): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (!running) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [running, intervalMs]);
  return now;
}
