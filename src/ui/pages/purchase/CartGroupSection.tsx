import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import type { PricedGroup } from '../../../domain/checkout/checkoutView';
import type { CartGroup, CartLine } from '../../../domain/purchase/cart';
import { formatTwd } from '../../format';
import { SHOP_COLORS } from '../../tokens';
import { CartLineRow } from './CartLineRow';
import { CartPriceRow, formatSaving } from './CartPriceRow';
import { InheritLink } from './InheritLink';
import { PurchaseCopy } from './messages';
import { CartCopy } from './cartMessages';

export interface CartGroupSectionProps {
  group: CartGroup;
  onQuantity: (line: CartLine, quantity: number) => Promise<void>;
  onRemove: (line: CartLine) => Promise<void>;
}

/** One group-buy's share of the cart: its lines, then its promotions applied and its 宅配 shipping (each group-buy ships on its own). */
export function CartGroupSection({ group, onQuantity, onRemove }: CartGroupSectionProps) {
  return (
    <Box component="section" aria-labelledby={`cart-group-${group.groupBuyId}`}
      sx={{ bgcolor: 'background.paper', border: `1px solid ${SHOP_COLORS.border}`, borderRadius: 2, px: { xs: 1.5, md: 2 }, py: 1.5 }}>
      <Typography component="h2" id={`cart-group-${group.groupBuyId}`} sx={{ fontWeight: 800, fontSize: 16, pb: 1, borderBottom: `1px solid ${SHOP_COLORS.border}` }}>
        <InheritLink to={`/groupbuy/${group.groupBuyId}`}>{group.groupBuyTitle}</InheritLink>
      </Typography>
      {group.pricing?.shippingPromise && (
        <Typography data-testid="cart-shipping-promise" sx={{ fontSize: 13, color: 'text.secondary', pt: 0.75 }}>{PurchaseCopy.SHIPPING_PROMISE}：{group.pricing.shippingPromise}</Typography>
      )}
      <Box component="ul" aria-label={CartCopy.CART_GROUP_LINES(group.groupBuyTitle)} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {group.lines.map((line) => (
          <CartLineRow key={line.optionId} line={line} onQuantity={(quantity) => onQuantity(line, quantity)} onRemove={() => onRemove(line)} />
        ))}
      </Box>
      {group.pricing && <GroupPricing groupBuyId={group.groupBuyId} title={group.groupBuyTitle} pricing={group.pricing} />}
    </Box>
  );
}

function GroupPricing({ groupBuyId, title, pricing }: { groupBuyId: number; title: string; pricing: PricedGroup }) {
  return (
    <Box sx={{ pt: 1.25, borderTop: `1px solid ${SHOP_COLORS.border}`, display: 'grid', gap: 0.5 }}>
      {pricing.discounts.map((discount) => (
        <CartPriceRow key={discount.label} label={discount.label}>
          <Box component="span" sx={{ color: SHOP_COLORS.brandPinkStrong, fontWeight: 700 }}>{formatSaving(discount.saved)}</Box>
        </CartPriceRow>
      ))}
      <CartPriceRow label={`${CartCopy.SHIPPING}（${CartCopy.SHIPPING_HOME}）`}>
        {pricing.shippingFee === 0 ? <Box component="span" sx={{ fontWeight: 700 }}>{CartCopy.FREE_SHIPPING}</Box> : formatTwd(pricing.shippingFee)}
      </CartPriceRow>
      {pricing.missingForFreeShipping > 0 && (
        <Box sx={{ mt: 0.5, px: 1.25, py: 0.75, borderRadius: 1.5, bgcolor: SHOP_COLORS.softBackground, color: SHOP_COLORS.brandPinkDeep, fontSize: 13, fontWeight: 700, display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
          <span>{CartCopy.MISSING_FOR_FREE_SHIPPING(formatTwd(pricing.missingForFreeShipping))}</span>
          <Box component={Link} to={`/groupbuy/${groupBuyId}`} aria-label={CartCopy.ADD_MORE_IN(title)} sx={{ color: 'inherit', whiteSpace: 'nowrap' }}>
            {CartCopy.ADD_MORE} ›
          </Box>
        </Box>
      )}
    </Box>
  );
}
