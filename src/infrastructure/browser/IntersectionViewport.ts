import type { Viewport } from '../../application/pageBehaviour/ports';

/**
 * IntersectionObserver with the margin as rootMargin: it fires once the target is within that many
 * pixels of the view. Without the API (old browsers) the target counts as near at once.
 */
export class IntersectionViewport implements Viewport {
  whenNear(target: object, marginPx: number, signal: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      if (signal.aborted) return;
      if (typeof IntersectionObserver === 'undefined') return resolve();
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          resolve();
        },
        { rootMargin: `${marginPx}px 0px` },
      );
      observer.observe(target as Element);
      signal.addEventListener('abort', () => observer.disconnect(), { once: true });
    });
  }
}
