import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { isBuyable, lineSubtotal, type CartLine } from '../../../domain/purchase/cart';
import { formatTwd } from '../../format';
import { SHOP_COLORS } from '../../tokens';
import { InheritLink } from './InheritLink';
import { PurchaseCopy } from './messages';
import { CartCopy } from './cartMessages';

export interface CartLineRowProps {
  line: CartLine;
  onQuantity: (quantity: number) => Promise<void>;
  onRemove: () => Promise<void>;
}

const FALLBACK_REASONS: Record<CartLine['status'], string> = {
  ok: '',
  sold_out: CartCopy.LINE_SOLD_OUT,
  ended: CartCopy.LINE_ENDED,
  discontinued: CartCopy.LINE_DISCONTINUED,
};

/**
 * One cart line: a buyable one has the quantity stepper (1…purchase limit) and its subtotal; one
 * that cannot be bought is greyed with the shop's reason and can only be removed.
 */
export function CartLineRow({ line, onQuantity, onRemove }: CartLineRowProps) {
  const buyable = isBuyable(line);
  return (
    <Box component="li" aria-label={`${line.productTitle} ${line.size}`}
      sx={{ py: 1.5, display: 'grid', gap: 1.5, gridTemplateColumns: '72px minmax(0, 1fr)', '& + &': { borderTop: `1px solid ${SHOP_COLORS.border}` } }}>
      <Box component="img" src={line.image} alt="" width={72} height={72} loading="lazy"
        sx={{ borderRadius: 2, objectFit: 'cover', bgcolor: SHOP_COLORS.softBackground, opacity: buyable ? 1 : 0.45 }} />
      <Box sx={{ minWidth: 0, color: buyable ? 'text.primary' : 'text.secondary' }}>
        <Typography component="h3" sx={{ fontWeight: 700, fontSize: 15, lineHeight: 1.4, color: 'inherit' }}>
          <InheritLink to={`/market/${line.productId}`}>{line.productTitle}</InheritLink>
        </Typography>
        <Typography sx={{ fontSize: 13, color: 'inherit' }}>{PurchaseCopy.SIZE}：{line.size}・{CartCopy.UNIT_PRICE} {formatTwd(line.unitPrice)}</Typography>
        {!buyable && (
          <Typography role="status" sx={{ fontSize: 13, fontWeight: 700, color: SHOP_COLORS.brandPinkDeep }}>{line.reason ?? FALLBACK_REASONS[line.status]}</Typography>
        )}
        <Box sx={{ mt: 1, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          {buyable ? <Stepper line={line} onQuantity={onQuantity} /> : <Typography sx={{ fontSize: 13, color: 'inherit' }}>{CartCopy.UNAVAILABLE_QUANTITY(line.quantity)}</Typography>}
          {buyable && (
            <Typography sx={{ ml: 'auto', fontWeight: 700 }}>{CartCopy.SUBTOTAL} <span data-testid="line-subtotal">{formatTwd(lineSubtotal(line))}</span></Typography>
          )}
          <Button size="small" color="inherit" onClick={() => void onRemove()} sx={{ ml: buyable ? 0 : 'auto', color: 'text.secondary' }}>{CartCopy.REMOVE}</Button>
        </Box>
      </Box>
    </Box>
  );
}

function Stepper({ line, onQuantity }: Pick<CartLineRowProps, 'line' | 'onQuantity'>) {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <Button size="small" variant="outlined" color="inherit" aria-label={PurchaseCopy.DECREASE} disabled={line.quantity <= 1}
        onClick={() => void onQuantity(line.quantity - 1)} sx={{ minWidth: 36, px: 0 }}>−</Button>
      <Typography component="output" aria-label={PurchaseCopy.QUANTITY} sx={{ minWidth: 32, textAlign: 'center', fontWeight: 700 }}>{line.quantity}</Typography>
      <Button size="small" variant="outlined" color="inherit" aria-label={PurchaseCopy.INCREASE} disabled={line.quantity >= line.purchaseLimit}
        onClick={() => void onQuantity(line.quantity + 1)} sx={{ minWidth: 36, px: 0 }}>+</Button>
    </Box>
  );
}
