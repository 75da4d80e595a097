/**
 * Hash navigation scrolls smoothly to the target, leaving room for the sticky header (SPEC §2: 65 px
 * offset, 1000 ms). Written against a small environment so the animation is testable without a browser.
 */
export const hashScrollOffset = 65;
export const scrollDuration = 1000;

export interface ScrollEnvironment {
  now: () => number;
  requestFrame: (callback: () => void) => number;
  cancelFrame: (id: number) => void;
  currentY: () => number;
  scrollTo: (y: number) => void;
}

export function browserScrollEnvironment(): ScrollEnvironment {
  return {
    now: () => performance.now(),
    requestFrame: (callback) => window.requestAnimationFrame(callback),
    cancelFrame: (id) => window.cancelAnimationFrame(id),
    currentY: () => window.scrollY,
    scrollTo: (y) => window.scrollTo(0, y),
  };
}

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function easeInOutCubic(t: number): number {
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
}

/** Scrolls to `targetY` over `duration` ms (instantly with 0); returns a function that stops it. */
export function animateScroll(targetY: number, duration: number, env: ScrollEnvironment): () => void {
  const target = Math.max(0, Math.round(targetY));
  const startY = env.currentY();
  if (duration <= 0 || startY === target) {
    env.scrollTo(target);
    return () => undefined;
  }
  const startTime = env.now();
  let frame = 0;
  const step = () => {
    const progress = Math.min(1, (env.now() - startTime) / duration);
    env.scrollTo(Math.round(startY + (target - startY) * easeInOutCubic(progress)));
    if (progress < 1) frame = env.requestFrame(step);
  };
  frame = env.requestFrame(step);
  return () => env.cancelFrame(frame);
}

/** The scroll position that puts `element` `offset` px below the top of the viewport. */
export function targetYOf(element: Element, offset: number, env: Pick<ScrollEnvironment, 'currentY'>): number {
  return element.getBoundingClientRect().top + env.currentY() - offset;
}

/** The element a URL hash points at (`#a%20b` → id `a b`), by id or, as browsers do, by anchor name. */
export function findHashTarget(hash: string, root: Document = document): Element | null {
  const raw = hash.replace(/^#/, '');
  if (!raw) return null;
  let id = raw;
  try {
    id = decodeURIComponent(raw);
  } catch {
    // A malformed escape: look the hash up as it is.
  }
  return root.getElementById(id) ?? root.getElementsByName(id)[0] ?? null;
}
