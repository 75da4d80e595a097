/**
 * Debounces an async call (SPEC §7: content fetches wait 1000 ms). Calls within the window share one
 * request with the arguments of the last call, and every caller gets that request's result.
 */
export function debounceAsync<A extends unknown[], R>(fn: (...args: A) => Promise<R>, waitMs: number): (...args: A) => Promise<R> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let waiting: { resolve: (value: R) => void; reject: (error: unknown) => void }[] = [];
  return (...args: A) =>
    new Promise<R>((resolve, reject) => {
      waiting.push({ resolve, reject });
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => {
        const callers = waiting;
        waiting = [];
        timer = undefined;
        fn(...args).then(
          (value) => callers.forEach((c) => c.resolve(value)),
          (error) => callers.forEach((c) => c.reject(error)),
        );
      }, waitMs);
    });
}
