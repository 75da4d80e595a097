import { useDeferredValue, useEffect, useState, type ReactNode } from 'react';

let firstScreenShown = false;

/** For tests: the next gate behaves as on the app's first screen again. */
export function resetFirstPaintGate(): void {
  firstScreenShown = false;
}

export type FirstPaintGateProps = {
  /** The skeleton painted first. */
  fallback: ReactNode;
  children: ReactNode;
};

/**
 * On the app's first screen, paints `fallback` in the first frame and renders `children` right after
 * in a background render. When the data is already there (it was fetched in parallel with the
 * screen's code), the frame, heading and skeleton are on screen before the heavy part (a day's match
 * list) is built, instead of everything waiting for it. Later screens render at once.
 */
export function FirstPaintGate({ fallback, children }: FirstPaintGateProps) {
  const [deferred] = useState(() => !firstScreenShown);
  const ready = useDeferredValue(true, !deferred);
  useEffect(() => {
    if (ready) firstScreenShown = true;
  }, [ready]);
  return <>{ready ? children : fallback}</>;
}
