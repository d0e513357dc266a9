import { cx } from '../components/cx';
import styles from './Footer.module.css';
import { FooterAppDownload } from './FooterAppDownload';
import { FooterLinkGroup } from './FooterLinkGroup';
import { FooterSocialLinks } from './FooterSocialLinks';
import { shellMessages as m } from './messages';
import { EXTERNAL_URLS, FOOTER_ABOUT_LINKS, FOOTER_SUPPORT_LINKS } from './shellLinks';
import { AnchorLink, type ShellLinkComponent } from './ShellLink';

export interface FooterProps {
  variant: 'desktop' | 'mobile';
  LinkComponent?: ShellLinkComponent;
  appStoreUrl?: string;
  googlePlayUrl?: string;
  /**
   * The server cannot know the viewport, so a layout may render both variants and let CSS
   * pick one: mobile hides at 1199px and wider (SPEC §9), desktop below. Default true.
   */
  hideOutsideViewport?: boolean;
  /** Opens the first-app-download coupon popup from the footer's promo. */
  onCouponPromo?: () => void;
}

/** Contact hours of SPEC §9 and the social pages. */
function ContactAndSocial() {
  return (
    <div>
      <h2 className={styles.heading}>{m.footer.contactTitle}</h2>
      <p className={styles.hours}>{m.customerService.hours}</p>
      <h3 className={styles.subheading}>{m.footer.socialTitle}</h3>
      <FooterSocialLinks />
    </div>
  );
}

/** The site footer of SPEC §2.6 in a desktop (columns) or mobile (stacked, collapsible) variant. */
export function Footer({
  variant,
  LinkComponent = AnchorLink,
  appStoreUrl = EXTERNAL_URLS.appStore,
  googlePlayUrl = EXTERNAL_URLS.googlePlay,
  hideOutsideViewport = true,
  onCouponPromo,
}: FooterProps) {
  const mobile = variant === 'mobile';
  const hideRule = hideOutsideViewport && (mobile ? styles.hideWide : styles.hideNarrow);
  const app = (
    <FooterAppDownload LinkComponent={LinkComponent} appStoreUrl={appStoreUrl} googlePlayUrl={googlePlayUrl} showQrCode={!mobile} onPromoClick={onCouponPromo} />
  );

  return (
    <footer data-variant={variant} aria-label={mobile ? m.footer.mobileLabel : m.footer.desktopLabel} className={cx(styles.footer, hideRule)}>
      {mobile ? (
        <div className={styles.stacked}>
          {app}
          <div>
            <FooterLinkGroup title={m.footer.aboutTitle} links={FOOTER_ABOUT_LINKS} LinkComponent={LinkComponent} collapsible />
            <FooterLinkGroup title={m.footer.supportTitle} links={FOOTER_SUPPORT_LINKS} LinkComponent={LinkComponent} collapsible />
          </div>
          <ContactAndSocial />
        </div>
      ) : (
        <div className={styles.columns}>
          <FooterLinkGroup title={m.footer.aboutTitle} links={FOOTER_ABOUT_LINKS} LinkComponent={LinkComponent} collapsible={false} />
          <FooterLinkGroup title={m.footer.supportTitle} links={FOOTER_SUPPORT_LINKS} LinkComponent={LinkComponent} collapsible={false} />
          <ContactAndSocial />
          {app}
        </div>
      )}
      <p className={styles.copyright}>{m.footer.copyright}</p>
    </footer>
  );
}
