import { useEffect } from 'react';
import { FollowScrollInApp } from '../../application/appBridge/FollowScrollInApp';
import { FollowToolbarInApp } from '../../application/appBridge/FollowToolbarInApp';
import { isInApp } from '../../domain/appBridge/inAppChrome';
import { useUseCase } from '../hooks/useUseCase';
import { useUserMeta } from '../hooks/useUserMeta';

/** The checkout pages, where the app hides its toolbar. */
const CHECKOUT_ROUTES: readonly string[] = ['checkoutApp', 'credit-form'];

/** Inside the app: the page's scroll and whether it is a checkout page go to the app (SPEC §7). */
export function useAppBridgePage(routeName: string | null): void {
  const user = useUserMeta();
  const inApp = user ? isInApp(user) : false;
  const scroll = useUseCase(FollowScrollInApp);
  const toolbar = useUseCase(FollowToolbarInApp);
  const checkoutPage = routeName !== null && CHECKOUT_ROUTES.includes(routeName);

  useEffect(() => {
    if (inApp) toolbar.execute({ checkoutPage });
  }, [inApp, checkoutPage, toolbar]);

  useEffect(() => {
    if (!inApp) return undefined;
    const follow = () => scroll.execute({ scrollY: window.scrollY, viewportHeight: window.innerHeight });
    window.addEventListener('scroll', follow, { passive: true });
    return () => window.removeEventListener('scroll', follow);
  }, [inApp, scroll]);
}
