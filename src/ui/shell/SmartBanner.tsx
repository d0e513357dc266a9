import type { SmartBanner as SmartBannerModel } from '../../domain/appInvite/smartBanner';
import { appInviteMessages as m } from './appInviteMessages';
import controls from './controls.module.css';
import { cx } from '../components/cx';
import { CloseIcon } from './icons';
import { AnchorLink, type ShellLinkComponent } from './ShellLink';
import styles from './SmartBanner.module.css';
import { buttonClass } from '../components/buttonClass';

export interface SmartBannerProps {
  banner: SmartBannerModel;
  onClose: () => void;
  /** Sit above the mobile bottom navigation when that is shown. */
  aboveBottomNav?: boolean;
  LinkComponent?: ShellLinkComponent;
}

/**
 * The smart banner of SPEC §4.6, fixed at the bottom of the phone screen: it floats over the page
 * instead of pushing it, so showing it after hydration shifts no layout (CLS 0).
 */
export function SmartBanner({ banner, onClose, aboveBottomNav = false, LinkComponent = AnchorLink }: SmartBannerProps) {
  return (
    <aside aria-label={m.banner.region} data-testid="smart-banner" className={cx(styles.banner, aboveBottomNav && styles.aboveNav)}>
      <button type="button" aria-label={m.banner.close} onClick={onClose} className={cx(controls.iconButton, controls.iconButtonSmall, styles.close)}>
        <CloseIcon />
      </button>
      <div aria-hidden className={styles.mark}>
        揪
      </div>
      <div className={styles.text}>
        <div className={styles.title}>{banner.title}</div>
        <div className={styles.rating} aria-label={m.banner.rating(banner.ratingAmount)} role="img">
          <span className={styles.stars}>★★★★★</span> ({banner.ratingAmount})
        </div>
      </div>
      <LinkComponent to={banner.link} className={buttonClass('contained', 'small', styles.action)}>
        {banner.actionText}
      </LinkComponent>
    </aside>
  );
}
