import { useCallback, useEffect, useState } from 'react';

/**
 * Whether an element has come near the viewport (once true, it stays true): below-the-fold parts
 * fetch their code when the visitor scrolls towards them, not on the first load of every page.
 * Without IntersectionObserver (very old browsers) everything counts as near.
 */
export function useNearViewport<T extends Element>(rootMargin = '400px'): [(node: T | null) => void, boolean] {
  const [node, setNode] = useState<T | null>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !node) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin });
    observer.observe(node);
    return () => observer.disconnect();
  }, [near, node, rootMargin]);
  const ref = useCallback((element: T | null) => setNode(element), []);
  return [ref, near];
}
