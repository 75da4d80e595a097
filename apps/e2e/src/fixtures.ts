import { test as base, type Browser, type BrowserContext } from '@playwright/test';
import { baseURL as slotBaseURL } from '../playwright.config';

export { expect } from '@playwright/test';

/**
 * Journeys run on the product's clock, not the machine's: the servers start their clock at
 * CLOCK_START (playwright.config.ts), and every page's `Date` is shifted by the same offset, so a
 * page's "today", "live" and "next" agree with the server's data at any real date and hour.
 * Timers are left alone (unlike `page.clock.install`): the live stream, debounces and the
 * performance timeline of the first-paint journeys run in real time.
 */
function shiftDate(offsetMs: number): void {
  const g = globalThis as unknown as { Date: DateConstructor; __productClockOffset?: number };
  if (g.__productClockOffset !== undefined) return;
  g.__productClockOffset = offsetMs;
  const RealDate = g.Date;
  const now = () => RealDate.now() + offsetMs;
  function ProductDate(this: unknown, ...args: unknown[]): Date | string {
    if (!new.target) return new RealDate(now()).toString();
    return args.length === 0 ? new RealDate(now()) : new (RealDate as unknown as new (...a: unknown[]) => Date)(...args);
  }
  ProductDate.prototype = RealDate.prototype;
  ProductDate.now = now;
  ProductDate.parse = RealDate.parse;
  ProductDate.UTC = RealDate.UTC;
  g.Date = ProductDate as unknown as DateConstructor;
}

/** The product clock's offset from this machine's, read from the phc server (`/healthz`'s `now`). */
async function productClockOffset(baseURL: string): Promise<number> {
  const before = Date.now();
  const health = (await (await fetch(`${baseURL}/healthz`)).json()) as { now?: string };
  if (!health.now) throw new Error(`${baseURL}/healthz tells no product clock`);
  // Whole milliseconds: a page's Date.now() is an integer, and requests carry it (`_ts`).
  return Math.round(Date.parse(health.now) - (before + Date.now()) / 2);
}

let workerOffsetMs: number | undefined;

/**
 * Now on the product's clock, for a journey that computes a date the pages and the server compare
 * with theirs ("yesterday", "this year"): the machine's own clock is another day, month or year.
 */
export function productNow(): Date {
  if (workerOffsetMs === undefined) throw new Error('productNow() before the worker read the product clock');
  return new Date(Date.now() + workerOffsetMs);
}

async function onProductClock(context: BrowserContext, offsetMs: number): Promise<BrowserContext> {
  await context.addInitScript(shiftDate, offsetMs);
  return context;
}

export const test = base.extend<object, { productClockOffsetMs: number; browser: Browser }>({
  // This worker's slot's servers (playwright.config.ts): the config's `use` is read in the runner's slot.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  baseURL: async ({}, provide) => provide(slotBaseURL),
  productClockOffsetMs: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, provide) => {
      workerOffsetMs = await productClockOffset(slotBaseURL);
      await provide(workerOffsetMs);
    },
    { scope: 'worker', auto: true },
  ],
  // Every context a journey opens, its own `page` and those of `browser.newContext()`, runs on the clock.
  browser: [
    async ({ browser, productClockOffsetMs }, provide) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => onProductClock(await newContext(options), productClockOffsetMs);
      await provide(browser);
    },
    { scope: 'worker' },
  ],
  context: async ({ context, productClockOffsetMs }, provide) => {
    await provide(await onProductClock(context, productClockOffsetMs));
  },
});
