import { useEffect, useState } from 'react';

/**
 * The current height of the first element matching `selector` (0 while there is none), kept up
 * to date as it appears, resizes or goes. Read after mounting only, so server HTML and hydration agree.
 */
export function useElementHeight(selector: string): number {
  const [height, setHeight] = useState(0);
  useEffect(() => {
    let observed: Element | null = null;
    // Older browsers (and jsdom) have no ResizeObserver: the height is then read when the element comes or goes.
    const sizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => setHeight(observed?.getBoundingClientRect().height ?? 0));
    const track = () => {
      const found = document.querySelector(selector);
      if (found === observed) return;
      if (observed) sizes?.unobserve(observed);
      observed = found;
      if (found) sizes?.observe(found);
      setHeight(found?.getBoundingClientRect().height ?? 0);
    };
    const tree = new MutationObserver(track);
    tree.observe(document.body, { childList: true, subtree: true });
    track();
    return () => {
      tree.disconnect();
      sizes?.disconnect();
    };
  }, [selector]);
  return height;
}
