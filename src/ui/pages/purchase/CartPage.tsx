import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { Cart } from '../../../application/purchase/ports';
import { ChangeCartQuantity, RemoveCartLine, type CartChangeOutcome } from '../../../application/purchase/cartUseCases';
import { buyableOptionIds, groupCartLines, type CartLine } from '../../../domain/purchase/cart';
import { useContainer } from '../../di/ContainerProvider';
import { useOutcomeToast } from '../../hooks/useOutcomeToast';
import { useUseCase } from '../../hooks/useUseCase';
import { SHOP_COLORS } from '../../tokens';
import { CartCheckoutBar } from './CartCheckoutBar';
import { CartGroupSection } from './CartGroupSection';
import { CartSummary } from './CartSummary';
import { CartCopy } from './cartMessages';
import { purchaseKeys } from './queries';
import { cartQuery } from './cartQueries';
import { pageMeta } from '../../meta/PageMeta';
import type { RouteData } from '../../routes/RouteData';
import { routeQuery } from '../../routes/RouteQuery';

/**
 * shoppingcart (SPEC §2.1, login required): lines grouped by group-buy with their promotions and
 * shipping, unavailable lines greyed with why, the price summary and 結帳.
 */
export default function CartPage() {
  const { data: cart } = useSuspenseQuery(cartQuery(useContainer()));
  return (
    <Container maxWidth="lg" sx={{ px: { xs: 1.5, md: 3 }, pt: 2, pb: { xs: 0, md: 4 } }}>
      <Typography component="h1" sx={{ fontSize: { xs: 22, md: 28 }, fontWeight: 800, mb: 2 }}>{CartCopy.CART_TITLE}</Typography>
      {cart.lines.length === 0 ? <EmptyCart /> : <FilledCart cart={cart} />}
    </Container>
  );
}

function EmptyCart() {
  return (
    <Box sx={{ textAlign: 'center', py: 6, bgcolor: 'background.paper', borderRadius: 2 }}>
      <Typography component="h2" sx={{ fontSize: 18, fontWeight: 700 }}>{CartCopy.CART_EMPTY}</Typography>
      <Typography sx={{ color: 'text.secondary', my: 1.5 }}>{CartCopy.CART_EMPTY_HINT}</Typography>
      <Button component={Link} to="/mall/all" variant="contained" sx={{ bgcolor: SHOP_COLORS.brandPinkStrong }}>{CartCopy.BACK_TO_MALL}</Button>
    </Box>
  );
}

/** A change's toast; the badge follows in the use case and the cart is read again (invalidation, no copying). */
function useCartChanges() {
  const queryClient = useQueryClient();
  const change = useUseCase(ChangeCartQuantity);
  const remove = useUseCase(RemoveCartLine);
  const toast = useOutcomeToast();
  const apply = async (outcome: CartChangeOutcome) => {
    toast(outcome);
    if (outcome.ok) await queryClient.invalidateQueries({ queryKey: purchaseKeys.cart });
  };
  return {
    onQuantity: async (line: CartLine, quantity: number) => apply(await change.execute({ optionId: line.optionId, quantity, purchaseLimit: line.purchaseLimit })),
    onRemove: async (line: CartLine) => apply(await remove.execute({ optionId: line.optionId })),
  };
}

/**
 * Phones: one column, the summary after the lines and the checkout bar sticky at the bottom. From
 * `md`: the summary and 結帳 in a sticky side column. The side column is `display: contents` on
 * phones so the bar's sticky range is the whole cart, not the column.
 */
function FilledCart({ cart }: { cart: Cart }) {
  const { onQuantity, onRemove } = useCartChanges();
  const groups = groupCartLines(cart.lines, cart.groups);
  return (
    <Box sx={{ display: { xs: 'block', md: 'grid' }, gridTemplateColumns: { md: 'minmax(0, 1fr) 340px' }, gap: 3, alignItems: 'start' }}>
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {groups.map((group) => <CartGroupSection key={group.groupBuyId} group={group} onQuantity={onQuantity} onRemove={onRemove} />)}
      </Box>
      <Box sx={{ display: { xs: 'contents', md: 'block' }, position: { md: 'sticky' }, top: { md: 16 } }}>
        <Box sx={{ mt: { xs: 1.5, md: 0 } }}>
          <CartSummary summary={cart.summary} />
        </Box>
        <CartCheckoutBar total={cart.summary.total} optionIds={buyableOptionIds(cart.lines)} />
      </Box>
    </Box>
  );
}

export const route: RouteData = {
  meta: () => pageMeta({ title: '購物車', robots: 'noindex', canonicalPath: '/groupbuy/shoppingcart' }),
  // Always fresh: the cart changes in other tabs and on other devices.
  queries: ({ container }) => [routeQuery({ ...cartQuery(container), staleTime: 0 })],
};
