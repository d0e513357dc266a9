import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import type { SmartBanner as SmartBannerModel } from '../../domain/appInvite/smartBanner';
import { appInviteMessages as m } from './appInviteMessages';
import { CloseIcon } from './icons';
import { AnchorLink, type ShellLinkComponent } from './ShellLink';
import { BOTTOM_NAV_HEIGHT_PX, SHOP_COLORS, SHOP_TOKENS } from '../theme';

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
  const bottom = aboveBottomNav ? `calc(${BOTTOM_NAV_HEIGHT_PX}px + env(safe-area-inset-bottom))` : 'env(safe-area-inset-bottom)';
  return (
    <Box
      component="aside"
      aria-label={m.banner.region}
      data-testid="smart-banner"
      sx={{
        position: 'fixed', left: 0, right: 0, bottom, zIndex: 'appBar', display: 'flex', alignItems: 'center', gap: 1,
        px: 1, py: 0.75, bgcolor: 'background.paper', borderTop: `1px solid ${SHOP_COLORS.border}`, boxShadow: `0 -2px 8px ${SHOP_TOKENS.shadow}`,
      }}
    >
      <IconButton aria-label={m.banner.close} onClick={onClose} size="small" sx={{ color: 'text.secondary', width: 44, height: 44 }}>
        <CloseIcon />
      </IconButton>
      <Box aria-hidden sx={{ width: 40, height: 40, borderRadius: 2, flexShrink: 0, bgcolor: SHOP_COLORS.brandPink, color: SHOP_TOKENS.onAccent, display: 'grid', placeItems: 'center', fontWeight: 800 }}>
        揪
      </Box>
      <Box sx={{ minWidth: 0, flex: 1, lineHeight: 1.3 }}>
        <Box sx={{ fontSize: 14, fontWeight: 700, color: 'text.primary', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>{banner.title}</Box>
        <Box sx={{ fontSize: 12, color: 'text.secondary' }} aria-label={m.banner.rating(banner.ratingAmount)} role="img">
          <Box component="span" sx={{ color: SHOP_TOKENS.ratingStar, letterSpacing: 1 }}>★★★★★</Box> ({banner.ratingAmount})
        </Box>
      </Box>
      <Button component={LinkComponent} to={banner.link} variant="contained" size="small" disableElevation sx={{ flexShrink: 0, minHeight: 44, borderRadius: 5, bgcolor: SHOP_COLORS.brandPinkStrong, '&:hover': { bgcolor: SHOP_COLORS.brandPinkDeep } }}>
        {banner.actionText}
      </Button>
    </Box>
  );
}
