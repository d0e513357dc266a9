import { useLocation } from 'react-router-dom';
import { useLazyUseCase } from '../hooks/useLazyUseCase';
import type { LayoutFlags } from '../routes/flags';
import { Footer } from '../shell/Footer';
import { RouterLink } from './RouterLink';

/** The footer promo's coupon popup (SPEC §4.6) opens on a tap: its rules load after the page has painted. */
const loadShowCouponPopup = () => import('../../application/appInvite/ShowCouponPopup').then((m) => m.ShowCouponPopup);

/** Both footer variants; CSS shows the mobile one below 1199px and the desktop one above (SPEC §9). */
export function Footers({ flags }: { flags: LayoutFlags }) {
  const showCouponPopup = useLazyUseCase(loadShowCouponPopup);
  const { pathname } = useLocation();
  const openCoupon = () => void showCouponPopup.execute({ path: pathname, placement: 'footer' });
  return (
    <>
      {flags.showDesktopLayoutFooter && <Footer variant="desktop" LinkComponent={RouterLink} onCouponPromo={openCoupon} />}
      {flags.showMobileLayoutFooter && <Footer variant="mobile" LinkComponent={RouterLink} onCouponPromo={openCoupon} />}
    </>
  );
}
