import { useId, type ReactNode } from 'react';
import styles from './FooterAppDownload.module.css';
import { AppleIcon, GooglePlayIcon } from './icons';
import { shellMessages as m } from './messages';
import { SHELL_PATHS } from './shellLinks';
import { EXTERNAL_LINK, type ShellLinkComponent } from './ShellLink';
import { visuallyHidden } from './visuallyHidden';
import { buttonClass } from '../components/buttonClass';

export interface FooterAppDownloadProps {
  LinkComponent: ShellLinkComponent;
  appStoreUrl: string;
  googlePlayUrl: string;
  /** A QR code only makes sense on a screen other than the phone that would scan it. */
  showQrCode: boolean;
  /** Opens the first-app-download coupon popup; without it the promo is plain text. */
  onPromoClick?: () => void;
}

function StoreBadge({ href, icon, caption, name }: { href: string; icon: ReactNode; caption: string; name: string }) {
  return (
    <a href={href} {...EXTERNAL_LINK} className={styles.store}>
      {icon}
      <span className={styles.storeText}>
        <span className={styles.storeCaption}>{caption}</span>
        <span className={styles.storeName}>{name}</span>
      </span>
      <span style={visuallyHidden}>{m.footer.opensInNewWindow}</span>
    </a>
  );
}

/** The app corner of the footer: the first-download coupon promo, store badges, QR code and download button. */
export function FooterAppDownload({ LinkComponent, appStoreUrl, googlePlayUrl, showQrCode, onPromoClick }: FooterAppDownloadProps) {
  const titleId = useId();
  return (
    <div aria-labelledby={titleId} role="group">
      <h2 id={titleId} className={styles.heading}>
        {m.footer.appTitle}
      </h2>
      {onPromoClick ? (
        <button type="button" data-testid="app-promo" onClick={onPromoClick} aria-haspopup="dialog" className={styles.promo}>
          {m.footer.appPromo}
        </button>
      ) : (
        <p data-testid="app-promo" className={styles.promo}>
          {m.footer.appPromo}
        </p>
      )}
      <div className={styles.stores}>
        {showQrCode && <img src={SHELL_PATHS.appQrImage} width={96} height={96} loading="lazy" alt={m.footer.qrAlt} className={styles.qr} />}
        <div className={styles.badges}>
          <StoreBadge href={appStoreUrl} icon={<AppleIcon size={22} />} caption={m.footer.appStoreCaption} name={m.footer.appStore} />
          <StoreBadge href={googlePlayUrl} icon={<GooglePlayIcon size={20} />} caption={m.footer.googlePlayCaption} name={m.footer.googlePlay} />
        </div>
      </div>
      <LinkComponent to={SHELL_PATHS.app} className={buttonClass('contained', 'medium', styles.download)}>
        {m.footer.appDownload}
      </LinkComponent>
    </div>
  );
}
