import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { LIMITED_TIME_PRICE_TEXT } from '../../../domain/catalog/GroupBuyCard';
import { isAppPlatform, usesMobileLayout } from '../../../domain/user/platform';
import { formatTwd } from '../../format';
import { useElementHeight } from '../../hooks/useElementHeight';
import { useUserMeta } from '../../hooks/useUserMeta';
import { useRouteHandle } from '../../layouts/useRouteHandle';
import { BOTTOM_NAV_HEIGHT_PX, SHOP_TOKENS } from '../../theme';
import { PurchaseCopy } from './messages';

export interface StickyBuyBarProps {
  /** The price line as text (「NT$759 起」 or 「限時優惠價」). */
  price: string;
  /** 選擇規格 on a group-buy, 加入購物車 on an item: both open the option panel. */
  action: string;
  onAction: () => void;
}

/** The bar's price text: 「NT$759 起」, or 限時優惠價 when the price is hidden (SPEC §5). */
export const buyBarPrice = (amount: number | null, suffix: string | null): string =>
  amount === null ? LIMITED_TIME_PRICE_TEXT : `${formatTwd(amount)}${suffix ? ` ${suffix}` : ''}`;

const SMART_BANNER = '[data-testid="smart-banner"]';
/** How far the bar lifts what floats above the bottom navigation (`var(--shop-buy-bar-lift, 0px)`). */
export const BUY_BAR_LIFT = '--shop-buy-bar-lift';

/** Bar height without the safe-area inset: a 48px button and its padding. */
const BAR_HEIGHT_PX = 64;

/**
 * Issue 13 finding 7: the buy button in the thumb's reach on phones, fixed above the bottom
 * navigation and the safe area. A spacer of the same height keeps the page's end uncovered.
 * Not on desktop, and not in the app, whose own toolbar opens the choice sheet (SPEC §6, §7 openChoiceItems).
 */
export function StickyBuyBar({ price, action, onAction }: StickyBuyBarProps) {
  const user = useUserMeta();
  const { flags } = useRouteHandle();
  // SPEC §4.6 keeps the smart banner above the bottom navigation; the bar stacks on top of it.
  const banner = useElementHeight(SMART_BANNER);
  const shown = user !== undefined && usesMobileLayout(user.platform) && !user.fromApp && !isAppPlatform(user.platform);
  const lift = shown ? BAR_HEIGHT_PX + Math.round(banner) : 0;
  useEffect(() => {
    // Toasts and the notification popup read this to stay above the bar instead of covering its button.
    if (lift === 0) return undefined;
    document.documentElement.style.setProperty(BUY_BAR_LIFT, `${lift}px`);
    return () => {
      document.documentElement.style.removeProperty(BUY_BAR_LIFT);
    };
  }, [lift]);
  if (!shown) return null;
  const above = (flags.showNavFooter ? BOTTOM_NAV_HEIGHT_PX : 0) + Math.round(banner);
  return (
    <>
      <Box aria-hidden="true" data-testid="buy-bar-spacer" sx={{ display: { xs: 'block', md: 'none' }, height: BAR_HEIGHT_PX + Math.round(banner) }} />
      <Box
        component="section"
        aria-label={PurchaseCopy.BUY_BAR}
        data-testid="sticky-buy-bar"
        sx={{
          display: { xs: 'flex', md: 'none' }, alignItems: 'center', gap: 1.5, position: 'fixed', left: 0, right: 0, zIndex: 1090,
          bottom: `calc(${above}px + env(safe-area-inset-bottom, 0px))`, minHeight: BAR_HEIGHT_PX, px: 1.5, py: 1,
          pb: above ? 1 : 'calc(8px + env(safe-area-inset-bottom, 0px))',
          bgcolor: SHOP_TOKENS.surface, borderTop: `1px solid ${SHOP_TOKENS.border}`, boxShadow: `0 -2px 8px ${SHOP_TOKENS.shadow}`,
        }}
      >
        <Typography sx={{ flex: 1, minWidth: 0, color: SHOP_TOKENS.brandText, fontWeight: 800, fontSize: 18, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
          {price}
        </Typography>
        <Button variant="contained" size="large" onClick={onAction} sx={{ minHeight: 48, minWidth: 144, fontWeight: 700 }}>
          {action}
        </Button>
      </Box>
    </>
  );
}
