import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { AppleIcon, GooglePlayIcon } from './icons';
import { shellMessages as m } from './messages';
import { SHELL_PATHS } from './shellLinks';
import { EXTERNAL_LINK, type ShellLinkComponent } from './ShellLink';
import { visuallyHidden } from './visuallyHidden';
import { SHOP_COLORS, SHOP_TOKENS } from '../theme';

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
    <Link
      href={href}
      {...EXTERNAL_LINK}
      underline="none"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        minWidth: 140,
        height: 44,
        px: 1.5,
        borderRadius: 2,
        bgcolor: SHOP_TOKENS.ink,
        color: SHOP_TOKENS.onAccent,
        '&:hover': { bgcolor: SHOP_TOKENS.inkHover },
      }}
    >
      {icon}
      <Box component="span" sx={{ display: 'flex', flexDirection: 'column', lineHeight: 1.1 }}>
        <Box component="span" sx={{ fontSize: 10 }}>
          {caption}
        </Box>
        <Box component="span" sx={{ fontSize: 16, fontWeight: 700 }}>
          {name}
        </Box>
      </Box>
      <span style={visuallyHidden}>{m.footer.opensInNewWindow}</span>
    </Link>
  );
}

/** The app corner of the footer: the first-download coupon promo, store badges, QR code and download button. */
export function FooterAppDownload({ LinkComponent, appStoreUrl, googlePlayUrl, showQrCode, onPromoClick }: FooterAppDownloadProps) {
  const titleId = useId();
  return (
    <Box aria-labelledby={titleId} role="group">
      <Typography id={titleId} component="h2" sx={{ fontSize: 15, fontWeight: 700, mb: 1 }}>
        {m.footer.appTitle}
      </Typography>
      <Typography
        data-testid="app-promo"
        {...(onPromoClick ? { component: 'button', type: 'button', onClick: onPromoClick, 'aria-haspopup': 'dialog' } : {})}
        sx={{ display: 'inline-block', mb: 1.5, px: 1.5, py: 0.5, minHeight: 44, border: 0, borderRadius: 5, bgcolor: SHOP_TOKENS.brandTintStrong, color: SHOP_COLORS.brandPinkDeep, fontWeight: 700, fontSize: 14, fontFamily: 'inherit', cursor: onPromoClick ? 'pointer' : 'default' }}
      >
        {m.footer.appPromo}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        {showQrCode && (
          <img src={SHELL_PATHS.appQrImage} width={96} height={96} alt={m.footer.qrAlt} style={{ borderRadius: 8, background: SHOP_TOKENS.surface }} />
        )}
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          <StoreBadge href={appStoreUrl} icon={<AppleIcon size={22} />} caption={m.footer.appStoreCaption} name={m.footer.appStore} />
          <StoreBadge href={googlePlayUrl} icon={<GooglePlayIcon size={20} />} caption={m.footer.googlePlayCaption} name={m.footer.googlePlay} />
        </Box>
      </Box>
      <Button component={LinkComponent} to={SHELL_PATHS.app} variant="contained" color="primary" sx={{ mt: 2, borderRadius: 5, px: 3, minHeight: 44 }}>
        {m.footer.appDownload}
      </Button>
    </Box>
  );
}
