import { Outlet, ScrollRestoration } from 'react-router-dom';
import { isAppPlatform, usesMobileLayout } from '../../domain/user/platform';
import { useRefreshOnMemberChange } from '../hooks/useRefreshOnMemberChange';
import { useUserMeta } from '../hooks/useUserMeta';
import { usePageViewTracking } from '../hooks/usePageViewTracking';
import { useLineMemberBinding } from '../hooks/useLineMemberBinding';
import { useRouteHandle } from './useRouteHandle';
import { useDocumentTitle } from './useDocumentTitle';
import { Headers } from './Headers';
import { Footers } from './Footers';
import { BottomNavHost } from './BottomNavHost';
import { ShellOverlays } from './ShellOverlays';
import { NavigationProgressHost } from './NavigationProgressHost';
import { afterHydration } from '../app/afterHydration';
import { useAppBridgePage } from './useAppBridgePage';
import { PageOutlet } from './PageOutlet';
import styles from './GlobalLayout.module.css';

/**
 * The floating customer-service button (desktop and in-app) is fixed in a corner, so it takes no
 * room in the page: it appears once the page has hydrated, its code out of the first load.
 */
const CustomerServiceHost = afterHydration<{ inApp: boolean }>(() => import('./CustomerServiceHost').then((module) => ({ default: module.CustomerServiceHost })));

/** The global layout (SPEC §2.2): chrome around the page, chosen by platform and route flags. */
export function GlobalLayout() {
  const user = useUserMeta();
  const { name, flags } = useRouteHandle();
  useRefreshOnMemberChange();
  useDocumentTitle();
  usePageViewTracking();
  useAppBridgePage(name);
  useLineMemberBinding(user?.signedIn);

  // Until the user meta has loaded the layout shows nothing but the page content.
  if (!user) return <Outlet />;

  const mobile = usesMobileLayout(user.platform);
  const inApp = user.fromApp || isAppPlatform(user.platform);
  return (
    <div className={styles.page}>
      <NavigationProgressHost mobile={mobile} />
      <Headers user={user} mobile={mobile} flags={flags} />
      <main id="main" className={mobile && !inApp && flags.showNavFooter ? `${styles.main} ${styles.aboveNav}` : styles.main}>
        <PageOutlet />
      </main>
      {flags.showFooter && !inApp && <Footers flags={flags} />}
      {(!mobile || inApp) && flags.showCustomerServiceWidget && <CustomerServiceHost inApp={inApp} />}
      {mobile && !inApp && flags.showNavFooter && <BottomNavHost routeName={name} />}
      <ShellOverlays aboveBottomNav={mobile && !inApp && flags.showNavFooter} />
      <ScrollRestoration />
    </div>
  );
}
