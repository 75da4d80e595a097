import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { animateScroll, browserScrollEnvironment, findHashTarget, hashScrollOffset, prefersReducedMotion, scrollDuration, targetYOf } from './scroll';

/** A lazily loaded page may render its anchors a moment after navigation: look for a while. */
const retryDelay = 100;
const retries = 20;

/** SPEC §2: a hash scrolls to its target with the header offset; any other new page starts at the top. */
export function ScrollManager() {
  const { pathname, hash, key } = useLocation();
  const previousPath = useRef<string | null>(null);

  useEffect(() => {
    const env = browserScrollEnvironment();
    const samePage = previousPath.current === pathname;
    previousPath.current = pathname;
    if (!hash) {
      if (!samePage) env.scrollTo(0);
      return;
    }
    let stop: () => void = () => undefined;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tryScroll = () => {
      const target = findHashTarget(hash);
      if (target) {
        stop = animateScroll(targetYOf(target, hashScrollOffset, env), prefersReducedMotion() ? 0 : scrollDuration, env);
      } else if (attempt++ < retries) {
        timer = setTimeout(tryScroll, retryDelay);
      }
    };
    tryScroll();
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [pathname, hash, key]);

  return null;
}
