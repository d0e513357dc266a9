import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { OrderRefusal } from '../../../application/checkout/ports';
import { PlaceOrder } from '../../../application/checkout/PlaceOrder';
import { LoadCart } from '../../../application/purchase/cartUseCases';
import type { Checkout } from '../../../domain/checkout/checkoutView';
import { useUseCase } from '../../hooks/useUseCase';
import { SHOP_COLORS, SHOP_TOKENS } from '../../tokens';
import { CheckoutCopy } from './checkoutCopy';
import { checkoutKeys } from './checkoutQueries';

/** 送出訂單: one order per checkout (PlaceOrder keeps the idempotency key until the shop answers). */
export function PlaceOrderButton({ checkout, variant, onRefused }: {
  checkout: Checkout; variant: 'desktop' | 'mobile';
  /** Told of every refusal, so the page can mark the sections at fault. */
  onRefused: (refusal: OrderRefusal) => void;
}) {
  const place = useUseCase(PlaceOrder);
  const loadCart = useUseCase(LoadCart);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [placing, setPlacing] = useState(false);
  const [refusal, setRefusal] = useState<OrderRefusal | null>(null);
  const onPlace = async () => {
    if (placing) return;
    setPlacing(true);
    setRefusal(null);
    try {
      const outcome = await place.execute({ checkoutId: checkout.id, expectedTotal: checkout.summary.total });
      if (!outcome.ok) {
        if (outcome.error.path) return navigate(outcome.error.path);
        setRefusal(outcome.error);
        onRefused(outcome.error);
        return void queryClient.invalidateQueries({ queryKey: checkoutKeys.checkout(checkout.id) });
      }
      // The order took its lines out of the cart: the badge follows the shop's count.
      void loadCart.execute().catch(() => undefined);
      const next = outcome.value.payment?.nextPath ?? null;
      if (next && !next.startsWith('/sandbox/')) return navigate(next);
      await queryClient.invalidateQueries({ queryKey: checkoutKeys.checkout(checkout.id) });
    } catch {
      setRefusal({ code: 'UNKNOWN', message: '系統忙碌中，訂單尚未送出，請稍後再試', lines: {} });
    } finally {
      setPlacing(false);
    }
  };
  const desktop = variant === 'desktop';
  return (
    <Box sx={{ display: desktop ? { xs: 'none', md: 'grid' } : 'grid', gap: 1, mt: desktop ? 2 : 0 }}>
      {refusal && desktop && (
        <Alert severity="error" role="alert">
          <RefusalText refusal={refusal} checkout={checkout} />
        </Alert>
      )}
      <Button variant="contained" size="large" disabled={placing || checkout.lines.every((l) => l.status !== 'ok')} onClick={() => void onPlace()}
        sx={{ bgcolor: SHOP_COLORS.brandPinkStrong, fontWeight: 800, minWidth: 140, '&:hover': { bgcolor: SHOP_COLORS.brandPinkDeep } }}>
        {placing ? CheckoutCopy.PLACING : refusal?.code === TOTAL_CHANGED ? CheckoutCopy.CONFIRM_NEW_TOTAL : CheckoutCopy.PLACE_ORDER}
      </Button>
      {refusal && !desktop && (
        <Box role="alert" sx={{ position: 'fixed', left: 12, right: 12, bottom: 88, bgcolor: SHOP_TOKENS.surface, border: '1px solid', borderColor: 'error.main', color: 'error.main', borderRadius: 2, p: 1.5, fontSize: 14, boxShadow: 3 }}>
          <RefusalText refusal={refusal} checkout={checkout} />
        </Box>
      )}
    </Box>
  );
}

/** The shop re-priced the order higher than the page showed: the parent confirms the new total by sending again. */
const TOTAL_CHANGED = 'ORDER_TOTAL_CHANGED';
const INCOMPLETE = 'ORDER_INCOMPLETE';

/** Why the shop refused the order, with each refused line named by its product and size. */
function RefusalText({ refusal, checkout }: { refusal: OrderRefusal; checkout: Checkout }) {
  // An incomplete checkout's fields are marked on their sections; the line says where to look.
  if (refusal.code === TOTAL_CHANGED || refusal.code === INCOMPLETE) return <>{refusal.message}</>;
  return (
    <>
      {refusal.message}
      {Object.entries(refusal.lines).map(([key, reason]) => {
        const line = checkout.lines.find((l) => String(l.optionId) === key);
        return <div key={key}>{line ? `${line.productTitle} ${line.size}：` : ''}{reason}</div>;
      })}
    </>
  );
}
