import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PriceSummary } from '../../../domain/checkout/checkoutView';
import { formatTwd } from '../../format';
import { SHOP_COLORS } from '../../tokens';
import { CartPriceRow, formatSaving } from './CartPriceRow';
import { CartCopy } from './cartMessages';

/** 金額明細: goods, promotions, 宅配 shipping and the total, before the coupon and credit the checkout adds. */
export function CartSummary({ summary }: { summary: PriceSummary }) {
  return (
    <Box component="section" aria-labelledby="cart-summary-title"
      sx={{ bgcolor: 'background.paper', border: `1px solid ${SHOP_COLORS.border}`, borderRadius: 2, p: 2, display: 'grid', gap: 0.75 }}>
      <Typography component="h2" id="cart-summary-title" sx={{ fontWeight: 800, fontSize: 16, mb: 0.5 }}>{CartCopy.SUMMARY_TITLE}</Typography>
      <CartPriceRow label={CartCopy.GOODS_SUBTOTAL}>{formatTwd(summary.goods)}</CartPriceRow>
      <CartPriceRow label={CartCopy.PROMOTION_DISCOUNT}>
        <Box component="span" sx={summary.promotionDiscount > 0 ? { color: SHOP_COLORS.brandPinkStrong, fontWeight: 700 } : undefined}>
          {summary.promotionDiscount > 0 ? formatSaving(summary.promotionDiscount) : formatTwd(0)}
        </Box>
      </CartPriceRow>
      <CartPriceRow label={CartCopy.SHIPPING}>
        {summary.shippingFee === 0 && summary.goods > 0 ? CartCopy.FREE_SHIPPING : formatTwd(summary.shippingFee)}
      </CartPriceRow>
      <Box sx={{ mt: 0.75, pt: 1, borderTop: `1px solid ${SHOP_COLORS.border}` }}>
        <CartPriceRow strong label={CartCopy.GRAND_TOTAL}>
          <Box component="span" data-testid="cart-total" sx={{ fontSize: 22, color: SHOP_COLORS.brandPinkStrong }}>{formatTwd(summary.total)}</Box>
        </CartPriceRow>
      </Box>
      <Typography sx={{ fontSize: 12, color: 'text.secondary' }}>{CartCopy.SUMMARY_NOTE}</Typography>
    </Box>
  );
}
