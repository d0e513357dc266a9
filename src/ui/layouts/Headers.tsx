import { useNavigate } from 'react-router-dom';
import type { UserMeta } from '../../domain/user/UserMeta';
import type { LayoutFlags } from '../routes/flags';
import { DesktopHeader } from '../shell/DesktopHeader';
import { MobileHeader } from '../shell/MobileHeader';
import { useCartCount, useLoginDialog } from '../hooks/useShellStores';
import { useSignOut } from '../hooks/useAuthActions';
import { RouterLink } from './RouterLink';

/** The desktop or the mobile header, as the platform and the route's flags say. */
export function Headers({ user, mobile, flags }: { user: UserMeta; mobile: boolean; flags: LayoutFlags }) {
  const cartCount = useCartCount();
  const loginDialog = useLoginDialog();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const member = {
    signedIn: user.signedIn,
    nickname: user.nickname,
    onLoginClick: () => loginDialog.open(),
    onSignOut: () => void signOut().then(() => navigate('/')),
    LinkComponent: RouterLink,
    cartCount,
  };
  if (mobile) return flags.showMobileHeader ? <MobileHeader {...member} /> : null;
  return flags.showDesktopHeader ? <DesktopHeader {...member} /> : null;
}
