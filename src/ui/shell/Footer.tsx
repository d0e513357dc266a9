import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FooterAppDownload } from './FooterAppDownload';
import { FooterLinkGroup } from './FooterLinkGroup';
import { FooterSocialLinks } from './FooterSocialLinks';
import { shellMessages as m } from './messages';
import { EXTERNAL_URLS, FOOTER_ABOUT_LINKS, FOOTER_SUPPORT_LINKS } from './shellLinks';
import { AnchorLink, type ShellLinkComponent } from './ShellLink';
import { MOBILE_FOOTER_HIDDEN_FROM_PX, SHOP_COLORS } from '../theme';

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

const MOBILE_FOOTER_QUERY = `@media (min-width:${MOBILE_FOOTER_HIDDEN_FROM_PX}px)`;
const DESKTOP_FOOTER_QUERY = `@media (max-width:${MOBILE_FOOTER_HIDDEN_FROM_PX - 0.02}px)`;

const headingSx = { fontSize: 15, fontWeight: 700, mb: 1 };

/** Contact hours of SPEC §9 and the social pages. */
function ContactAndSocial() {
  return (
    <Box>
      <Typography component="h2" sx={headingSx}>
        {m.footer.contactTitle}
      </Typography>
      <Typography sx={{ fontSize: 14, mb: 1.5 }}>{m.customerService.hours}</Typography>
      <Typography component="h3" sx={{ ...headingSx, fontSize: 14 }}>
        {m.footer.socialTitle}
      </Typography>
      <FooterSocialLinks />
    </Box>
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
  const hideRule = hideOutsideViewport ? { [mobile ? MOBILE_FOOTER_QUERY : DESKTOP_FOOTER_QUERY]: { display: 'none' } } : {};
  const app = (
    <FooterAppDownload LinkComponent={LinkComponent} appStoreUrl={appStoreUrl} googlePlayUrl={googlePlayUrl} showQrCode={!mobile} onPromoClick={onCouponPromo} />
  );

  return (
    <Box component="footer" data-variant={variant} aria-label={mobile ? m.footer.mobileLabel : m.footer.desktopLabel} sx={{ bgcolor: SHOP_COLORS.softBackground, borderTop: `1px solid ${SHOP_COLORS.border}`, ...hideRule }}>
      {mobile ? (
        <Box sx={{ px: 2, pt: 2.5, pb: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
          {app}
          <Box>
            <FooterLinkGroup title={m.footer.aboutTitle} links={FOOTER_ABOUT_LINKS} LinkComponent={LinkComponent} collapsible />
            <FooterLinkGroup title={m.footer.supportTitle} links={FOOTER_SUPPORT_LINKS} LinkComponent={LinkComponent} collapsible />
          </Box>
          <ContactAndSocial />
        </Box>
      ) : (
        <Box
          sx={{ maxWidth: 1200, mx: 'auto', px: 3, py: 5, display: 'grid', gridTemplateColumns: '1fr 1fr 1.4fr 1.8fr', gap: 4 }}
        >
          <FooterLinkGroup title={m.footer.aboutTitle} links={FOOTER_ABOUT_LINKS} LinkComponent={LinkComponent} collapsible={false} />
          <FooterLinkGroup title={m.footer.supportTitle} links={FOOTER_SUPPORT_LINKS} LinkComponent={LinkComponent} collapsible={false} />
          <ContactAndSocial />
          {app}
        </Box>
      )}
      <Typography sx={{ textAlign: 'center', fontSize: 12, color: 'text.secondary', py: 2, borderTop: `1px solid ${SHOP_COLORS.border}` }}>
        {m.footer.copyright}
      </Typography>
    </Box>
  );
}
