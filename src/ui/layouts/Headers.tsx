import { useNavigate } from 'react-router-dom';
import type { UserMeta } from '../../domain/user/UserMeta';
import { isInApp } from '../../domain/appBridge/inAppChrome';
import type { LayoutFlags } from '../routes/flags';
import { DesktopHeader } from '../shell/DesktopHeader';
import { MobileHeader } from '../shell/MobileHeader';
import { useCartCount, useLoginDialog } from '../hooks/useShellStores';
import { useSignOut } from '../hooks/useSignOut';
import { RouterLink } from './RouterLink';
import { useUseCase } from '../hooks/useUseCase';
import { useInputTakeover } from '../hooks/useInputTakeover';
import { ToastCenter } from '../../application/shell/ToastCenter';

const SIGN_OUT_FAILED = '暫時無法登出，請稍後再試';

/** The desktop header's search paints as a plain form; its suggestions take over once loaded (useInputTakeover). */
const loadHeaderSearch = () => import('../pages/mall/SearchHeaderField').then((m) => m.SearchHeaderField);

/** The desktop or the mobile header, as the platform and the route's flags say. */
export function Headers({ user, mobile, flags }: { user: UserMeta; mobile: boolean; flags: LayoutFlags }) {
  const cartCount = useCartCount();
  const loginDialog = useLoginDialog();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const toasts = useUseCase(ToastCenter);
  const { plain, takeover } = useInputTakeover(loadHeaderSearch, !mobile && flags.showDesktopHeader);
  const member = {
    signedIn: user.signedIn,
    nickname: user.nickname,
    onLoginClick: () => loginDialog.open(),
    onSignOut: () =>
      void signOut()
        .then(() => navigate('/'))
        .catch(() => toasts.show(SIGN_OUT_FAILED)),
    LinkComponent: RouterLink,
    cartCount,
  };
  if (mobile) return flags.showMobileHeader ? <MobileHeader {...member} inApp={isInApp(user)} /> : null;
  return flags.showDesktopHeader ? <DesktopHeader {...member} search={takeover && <takeover.Component carried={takeover.carried} />} searchInputRef={plain} /> : null;
}
