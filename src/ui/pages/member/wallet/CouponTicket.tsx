import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { couponShopPath, couponValueText, minSpendText, scopeText, type CouponBranch } from '../../../../domain/memberWallet/coupons';
import { SHOP_COLORS, SHOP_TOKENS } from '../../../tokens';

export interface TicketCoupon { title: string; kind: 'amount' | 'percent'; value: number; minSpend: number; branches: readonly CouponBranch[] }

/**
 * One coupon as a ticket: the value on a pink stub, then title, minimum spend, scope and the date
 * line; `faded` greys used and expired ones; `useLink` adds 去使用.
 */
export function CouponTicket({ coupon, dateText, faded = false, useLink = false, note }: {
  coupon: TicketCoupon; dateText: string; faded?: boolean; useLink?: boolean; note?: string;
}) {
  const stub = faded ? SHOP_TOKENS.textSubtle : SHOP_COLORS.brandPinkStrong;
  return (
    <Box component="article" aria-label={coupon.title}
      sx={{ display: 'grid', gridTemplateColumns: '96px minmax(0, 1fr)', bgcolor: SHOP_TOKENS.surface, borderRadius: 2, overflow: 'hidden', boxShadow: `0 1px 3px ${SHOP_TOKENS.shadow}`, border: `1px solid ${SHOP_COLORS.border}` }}>
      <Box sx={{ bgcolor: stub, color: SHOP_TOKENS.onAccent, display: 'grid', placeItems: 'center', textAlign: 'center', px: 1, py: 2, borderRight: `2px dashed ${SHOP_TOKENS.surface}` }}>
        <Typography data-testid="coupon-value" sx={{ fontWeight: 800, fontSize: coupon.kind === 'amount' && coupon.value >= 1000 ? 18 : 22, lineHeight: 1.2 }}>{couponValueText(coupon)}</Typography>
      </Box>
      <Box sx={{ p: 1.5, display: 'grid', gap: 0.5, minWidth: 0 }}>
        <Typography component="h3" sx={{ fontWeight: 700, fontSize: 15, color: faded ? 'text.secondary' : 'text.primary' }}>{coupon.title}</Typography>
        <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>{minSpendText(coupon)}・{scopeText(coupon)}</Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <Typography sx={{ fontSize: 13, color: faded ? 'text.secondary' : SHOP_COLORS.brandPinkDeep }}>{dateText}</Typography>
          {useLink && (
            <Button component={RouterLink} to={couponShopPath(coupon)} size="small" variant="outlined" aria-label={`去使用 ${coupon.title}`}
              sx={{ borderRadius: 99, minWidth: 0, px: 2, color: SHOP_COLORS.brandPinkStrong, borderColor: SHOP_COLORS.brandPinkStrong }}>
              去使用
            </Button>
          )}
        </Box>
        {note && <Typography sx={{ fontSize: 12, color: 'text.secondary' }}>{note}</Typography>}
      </Box>
    </Box>
  );
}
