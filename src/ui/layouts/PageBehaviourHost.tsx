import { useContext, useEffect } from 'react';
import { matchRoutes, UNSAFE_DataRouterContext } from 'react-router-dom';
import { DecideLinkPrefetch } from '../../application/pageBehaviour/DecideLinkPrefetch';
import { GuardZoom } from '../../application/pageBehaviour/GuardZoom';
import { useUseCase } from '../hooks/useUseCase';
import type { RouteHandle } from '../routes/RouteHandle';
import { useAppDeps } from '../app/useAppDeps';

/** What counts as a control for the zoom guard: its taps always count, and CSS (GlobalLayout.module.css, same list) keeps it from zooming. */
const CONTROLS = 'a, button, input, select, textarea, label, summary, [role="button"], [role="tab"], [role="radio"], [role="checkbox"], [role="option"]';

const isOnControl = (target: EventTarget | null) => target instanceof Element && target.closest(CONTROLS) !== null;

/** SPEC §4.7 zoom prevention: multi-touch gestures and a second tap within 300 ms are blocked on the page. */
function useZoomGuard() {
  const guard = useUseCase(GuardZoom);
  useEffect(() => {
    const onStart = (event: TouchEvent) => {
      if (guard.execute({ phase: 'start', touches: event.touches.length, onControl: isOnControl(event.target) }) === 'block') event.preventDefault();
    };
    const onEnd = (event: TouchEvent) => {
      if (guard.execute({ phase: 'end', touches: event.changedTouches.length, onControl: isOnControl(event.target) }) === 'block') event.preventDefault();
    };
    // Safari's pinch is a gesture event of its own.
    const onGesture = (event: Event) => event.preventDefault();
    document.addEventListener('touchstart', onStart, { passive: false });
    document.addEventListener('touchend', onEnd, { passive: false });
    document.addEventListener('gesturestart', onGesture);
    return () => {
      document.removeEventListener('touchstart', onStart);
      document.removeEventListener('touchend', onEnd);
      document.removeEventListener('gesturestart', onGesture);
    };
  }, [guard]);
}

/**
 * SPEC §4.7 link prefetch: when a shopper points at, focuses or touches a link of the shop, the page
 * code and route data of where it leads load ahead — not on 2g or with data saver (DecideLinkPrefetch), nor offline.
 */
function useLinkPrefetch() {
  const decide = useUseCase(DecideLinkPrefetch);
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const { discoverRoutes } = useAppDeps();
  useEffect(() => {
    if (!router) return;
    const warmed = new Set<string>();
    const prefetch = async (pathname: string) => {
      // The route lists of other areas load first (once per tab), so the link's route is known.
      await discoverRoutes?.();
      for (const match of matchRoutes(router.routes, pathname) ?? []) {
        const lazy = match.route.lazy;
        if (typeof lazy === 'function') void (lazy as () => Promise<unknown>)().catch(() => undefined);
        void (match.route.handle as RouteHandle | undefined)?.data?.().catch(() => undefined);
      }
    };
    const warm = (event: Event) => {
      const anchor = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
      if (!anchor || !navigator.onLine) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin || warmed.has(url.pathname) || !decide.execute()) return;
      warmed.add(url.pathname);
      void prefetch(url.pathname).catch(() => undefined);
    };
    for (const type of ['mouseover', 'focusin', 'touchstart']) document.addEventListener(type, warm, { passive: true });
    return () => {
      for (const type of ['mouseover', 'focusin', 'touchstart']) document.removeEventListener(type, warm);
    };
  }, [decide, router, discoverRoutes]);
}

/** The page behaviour of SPEC §4.7 (lazy images are LazyImage's); GlobalLayout.module.css keeps controls from zooming. */
export function PageBehaviourHost() {
  useZoomGuard();
  useLinkPrefetch();
  return null;
}
