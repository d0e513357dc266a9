import type { LayoutFlags } from '../routes/flags';
import { Footer } from '../shell/Footer';
import { RouterLink } from './RouterLink';

/** Both footer variants; CSS shows the mobile one below 1199px and the desktop one above (SPEC §9). */
export function Footers({ flags }: { flags: LayoutFlags }) {
  return (
    <>
      {flags.showDesktopLayoutFooter && <Footer variant="desktop" LinkComponent={RouterLink} />}
      {flags.showMobileLayoutFooter && <Footer variant="mobile" LinkComponent={RouterLink} />}
    </>
  );
}
