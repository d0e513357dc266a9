import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { OpenCheckout } from '../../../application/checkout/checkoutUseCases';
import { isAppPlatform, usesMobileLayout } from '../../../domain/user/platform';
import { formatTwd } from '../../format';
import { useOutcomeToast } from '../../hooks/useOutcomeToast';
import { useUseCase } from '../../hooks/useUseCase';
import { useUserMeta } from '../../hooks/useUserMeta';
import { useRouteHandle } from '../../layouts/useRouteHandle';
import { BOTTOM_NAV_HEIGHT_PX, SHOP_COLORS } from '../../tokens';
import { CartCopy } from './cartMessages';
import { purchaseKeys } from './queries';

/** Whether the layout shows the fixed mobile bottom navigation here (GlobalLayout's own condition). */
function useBottomNavShown(): boolean {
  const user = useUserMeta();
  const { flags } = useRouteHandle();
  if (!user) return false;
  return usesMobileLayout(user.platform) && !user.fromApp && !isAppPlatform(user.platform) && flags.showNavFooter;
}

/** 結帳 opens a checkout over the buyable lines; a refusal is a toast and the cart is read again (lines may have changed). */
function useOpenCheckout(optionIds: number[]) {
  const open = useUseCase(OpenCheckout);
  const toast = useOutcomeToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const start = async () => {
    setPending(true);
    const outcome = await open.execute({ optionIds });
    if (outcome.ok) {
      await navigate(`/groupbuy/pay/v2/${outcome.value.id}`);
      return;
    }
    setPending(false);
    toast(outcome);
    await queryClient.invalidateQueries({ queryKey: purchaseKeys.cart });
  };
  return { pending, start };
}

/**
 * The total and 結帳: sticky at the bottom of a phone screen, above the bottom navigation when it is
 * shown; on wider screens it sits under the summary in the side column.
 */
export function CartCheckoutBar({ total, optionIds }: { total: number; optionIds: number[] }) {
  const aboveNav = useBottomNavShown();
  const { pending, start } = useOpenCheckout(optionIds);
  return (
    <Box role="region" aria-label={CartCopy.CHECKOUT_BAR}
      sx={{
        position: { xs: 'sticky', md: 'static' },
        bottom: aboveNav ? `calc(${BOTTOM_NAV_HEIGHT_PX}px + env(safe-area-inset-bottom))` : 0,
        zIndex: 'mobileStepper',
        mx: { xs: -1.5, md: 0 }, mt: 2, px: { xs: 1.5, md: 0 }, pt: 1.25,
        pb: { xs: aboveNav ? 1.25 : 'calc(10px + env(safe-area-inset-bottom))', md: 0 },
        bgcolor: { xs: 'background.paper', md: 'transparent' },
        borderTop: { xs: `1px solid ${SHOP_COLORS.border}`, md: 'none' },
        display: 'flex', alignItems: 'center', gap: 1.5,
      }}>
      <Box sx={{ display: { xs: 'block', md: 'none' }, minWidth: 0 }}>
        <Typography component="span" sx={{ fontSize: 13, color: 'text.secondary', mr: 0.75 }}>{CartCopy.GRAND_TOTAL}</Typography>
        <Typography component="span" sx={{ fontSize: 20, fontWeight: 800, color: SHOP_COLORS.brandPinkStrong }}>{formatTwd(total)}</Typography>
      </Box>
      <Button variant="contained" color="primary" size="large" disabled={pending || optionIds.length === 0} onClick={() => void start()}
        sx={{ ml: 'auto', flex: { xs: '0 0 auto', md: 1 }, minWidth: 140, fontSize: 16, fontWeight: 800, bgcolor: SHOP_COLORS.brandPinkStrong, '&:hover': { bgcolor: SHOP_COLORS.brandPinkDeep } }}>
        {pending ? CartCopy.CHECKOUT_PENDING : CartCopy.CHECKOUT}
      </Button>
    </Box>
  );
}
