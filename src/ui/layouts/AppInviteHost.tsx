import { useLocation } from 'react-router-dom';
import { smartBannerFor } from '../../domain/appInvite/smartBanner';
import { isAppPlatform } from '../../domain/user/platform';
import { useUserMeta } from '../hooks/useUserMeta';
import { SmartBanner } from '../shell/SmartBanner';
import { RouterLink } from './RouterLink';
import { useAppRedirect, useInviteDialog, useSmartBanner } from './useAppInvite';
import { useRouteHandle } from './useRouteHandle';

/**
 * The app invitations of SPEC §4.6 on phones: the iOS social redirect, the invite dialog (a popup
 * on the PopupStack) and the smart banner, which floats above the bottom navigation on pages that have it.
 */
export function AppInviteHost({ aboveBottomNav }: { aboveBottomNav: boolean }) {
  const user = useUserMeta();
  const { name, flags } = useRouteHandle();
  const { pathname, search } = useLocation();
  const inApp = !user || user.fromApp || isAppPlatform(user.platform);
  useAppRedirect(user, inApp);
  useInviteDialog(user ? { platform: user.platform, inApp, routeName: name, routeOptsOut: flags.showAppInviteDialog, fullPath: pathname + search } : null);
  const banner = useSmartBanner(user, inApp);
  if (!banner.visible || !aboveBottomNav) return null;
  return <SmartBanner banner={smartBannerFor(pathname)} onClose={banner.close} aboveBottomNav LinkComponent={RouterLink} />;
}
