/**
 * The product's clock: what "now" is for the schedule, the live state, sessions and tokens.
 * Real time by default; with a start moment it begins there and runs at real speed, so a demo or
 * a test sees the same tournament hour whenever it runs (CLOCK_START, tools/scripts/test-clock.mjs).
 */
export function createClock(start?: Date): () => Date {
  if (!start) return () => new Date();
  const offset = start.getTime() - Date.now();
  return () => new Date(Date.now() + offset);
}
