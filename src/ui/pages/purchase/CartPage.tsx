import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { ChangeCartQuantity, RemoveCartLine, type CartChangeOutcome } from '../../../application/purchase/cartUseCases';
import { lineSubtotal, type CartLine } from '../../../domain/purchase/cart';
import { useContainer } from '../../di/ContainerProvider';
import { useOutcomeToast } from '../../hooks/useOutcomeToast';
import { useUseCase } from '../../hooks/useUseCase';
import { formatTwd } from '../../format';
import { SHOP_COLORS } from '../../theme';
import { InheritLink } from './InheritLink';
import { PurchaseCopy } from './messages';
import { cartQuery, purchaseKeys } from './queries';

/** shoppingcart (SPEC §2.1, login required): lines with quantity steppers, subtotals and the total. */
export default function CartPage() {
  const { data: cart } = useSuspenseQuery(cartQuery(useContainer()));
  const queryClient = useQueryClient();
  const change = useUseCase(ChangeCartQuantity);
  const remove = useUseCase(RemoveCartLine);
  const toast = useOutcomeToast();
  // The badge follows in the use case; the lines are read again (invalidation, no copying).
  const apply = async (outcome: CartChangeOutcome) => {
    toast(outcome);
    if (outcome.ok) await queryClient.invalidateQueries({ queryKey: purchaseKeys.cart });
  };
  return (
    <Container maxWidth="md" sx={{ px: { xs: 1.5, md: 3 }, py: 2 }}>
      <Typography component="h1" sx={{ fontSize: { xs: 22, md: 28 }, fontWeight: 800, mb: 2 }}>{PurchaseCopy.CART_TITLE}</Typography>
      {cart.lines.length === 0 ? (
        <Box sx={{ textAlign: 'center', py: 6, bgcolor: '#fff', borderRadius: 2 }}>
          <Typography component="h2" sx={{ fontSize: 18, fontWeight: 700 }}>{PurchaseCopy.CART_EMPTY}</Typography>
          <Typography sx={{ color: 'text.secondary', my: 1.5 }}>{PurchaseCopy.CART_EMPTY_HINT}</Typography>
          <Button component={Link} to="/mall/all" variant="contained" sx={{ bgcolor: SHOP_COLORS.brandPinkStrong }}>{PurchaseCopy.BACK_TO_MALL}</Button>
        </Box>
      ) : (
        <>
          <Box component="ul" aria-label={PurchaseCopy.CART_TITLE} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
            {cart.lines.map((line) => (
              <CartLineRow key={line.optionId} line={line}
                onQuantity={async (quantity) => apply(await change.execute({ optionId: line.optionId, quantity, purchaseLimit: line.purchaseLimit }))}
                onRemove={async () => apply(await remove.execute({ optionId: line.optionId }))} />
            ))}
          </Box>
          <Box sx={{ mt: 2, p: 2, bgcolor: '#fff', borderRadius: 2, display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}>
            <Typography sx={{ fontWeight: 700 }}>{PurchaseCopy.TOTAL}</Typography>
            <Typography data-testid="cart-total" sx={{ fontWeight: 800, fontSize: 24, color: SHOP_COLORS.brandPinkStrong }}>{formatTwd(cart.total)}</Typography>
          </Box>
        </>
      )}
    </Container>
  );
}

interface RowProps {
  line: CartLine;
  onQuantity: (quantity: number) => Promise<void>;
  onRemove: () => Promise<void>;
}

function CartLineRow({ line, onQuantity, onRemove }: RowProps) {
  const buyable = line.status === 'ok';
  return (
    <Box component="li" aria-label={`${line.productTitle} ${line.size}`} sx={{ bgcolor: '#fff', borderRadius: 2, p: 1.5, display: 'grid', gap: 1.5, gridTemplateColumns: '72px 1fr', boxShadow: '0 1px 3px rgba(0,0,0,.06)' }}>
      <Box component="img" src={line.image} alt="" width={72} height={72} loading="lazy" sx={{ borderRadius: 8, objectFit: 'cover', background: '#fdeef2' }} />
      <Box sx={{ minWidth: 0 }}>
        <Typography component="h2" sx={{ fontWeight: 700, fontSize: 15 }}>
          <InheritLink to={`/market/${line.productId}`}>{line.productTitle}</InheritLink>
        </Typography>
        <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>{line.groupBuyTitle}</Typography>
        <Typography sx={{ fontSize: 13 }}>{PurchaseCopy.SIZE}：{line.size}・{PurchaseCopy.UNIT_PRICE} {formatTwd(line.unitPrice)}</Typography>
        {!buyable && <Typography role="status" sx={{ fontSize: 13, color: '#b3261e' }}>{line.status === 'sold_out' ? PurchaseCopy.LINE_SOLD_OUT : PurchaseCopy.LINE_DISCONTINUED}</Typography>}
        <Box sx={{ mt: 1, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Button size="small" variant="outlined" aria-label={PurchaseCopy.DECREASE} disabled={!buyable || line.quantity <= 1} onClick={() => void onQuantity(line.quantity - 1)} sx={{ minWidth: 36 }}>−</Button>
          <Typography component="output" aria-label={PurchaseCopy.QUANTITY} sx={{ minWidth: 28, textAlign: 'center', fontWeight: 700 }}>{line.quantity}</Typography>
          <Button size="small" variant="outlined" aria-label={PurchaseCopy.INCREASE} disabled={!buyable || line.quantity >= line.purchaseLimit} onClick={() => void onQuantity(line.quantity + 1)} sx={{ minWidth: 36 }}>+</Button>
          <Typography sx={{ ml: 'auto', fontWeight: 700 }}>{PurchaseCopy.SUBTOTAL} <span data-testid="line-subtotal">{formatTwd(lineSubtotal(line))}</span></Typography>
          <Button size="small" color="inherit" onClick={() => void onRemove()}>{PurchaseCopy.REMOVE}</Button>
        </Box>
      </Box>
    </Box>
  );
}
