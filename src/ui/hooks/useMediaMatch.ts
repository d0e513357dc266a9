import { useSyncExternalStore } from 'react';

const noMatchMedia = () => typeof window === 'undefined' || typeof window.matchMedia !== 'function';

/**
 * Whether a media query matches now. False on the page server and while hydrating (React renders the server's
 * snapshot first), so both render the same markup; the browser's answer follows right after.
 */
export function useMediaMatch(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (noMatchMedia()) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => !noMatchMedia() && window.matchMedia(query).matches,
    () => false,
  );
}
