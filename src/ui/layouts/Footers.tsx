import { useLocation } from 'react-router-dom';
import { ShowCouponPopup } from '../../application/appInvite/ShowCouponPopup';
import { useUseCase } from '../hooks/useUseCase';
import type { LayoutFlags } from '../routes/flags';
import { Footer } from '../shell/Footer';
import { RouterLink } from './RouterLink';

/** Both footer variants; CSS shows the mobile one below 1199px and the desktop one above (SPEC §9). */
export function Footers({ flags }: { flags: LayoutFlags }) {
  const showCouponPopup = useUseCase(ShowCouponPopup);
  const { pathname } = useLocation();
  const openCoupon = () => showCouponPopup.execute({ path: pathname, placement: 'footer' });
  return (
    <>
      {flags.showDesktopLayoutFooter && <Footer variant="desktop" LinkComponent={RouterLink} onCouponPromo={openCoupon} />}
      {flags.showMobileLayoutFooter && <Footer variant="mobile" LinkComponent={RouterLink} onCouponPromo={openCoupon} />}
    </>
  );
}
