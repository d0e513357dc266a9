import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { OrderRefusal } from '../../../application/checkout/ports';
import { PlaceOrder } from '../../../application/checkout/PlaceOrder';
import { LoadCart } from '../../../application/purchase/cartUseCases';
import type { Checkout } from '../../../domain/checkout/checkoutView';
import { deliveryLabel } from '../../../domain/checkout/delivery';
import { invoiceSummary } from '../../../domain/checkout/invoiceText';
import { PAYMENT_LABELS } from '../../../domain/checkout/payments';
import { useContainer } from '../../di/ContainerProvider';
import { useUseCase } from '../../hooks/useUseCase';
import { formatTwd } from '../../format';
import { SHOP_COLORS, SHOP_TOKENS } from '../../tokens';
import { numericId } from '../purchase/queries';
import { CheckoutCopy } from './checkoutCopy';
import { CheckoutModals } from './CheckoutModals';
import { checkoutModal, modalPath } from './checkoutModal';
import { checkoutKeys, checkoutQuery } from './checkoutQueries';
import { CouponAndCredit } from './CouponAndCredit';
import { OrderResult } from './OrderResult';
import { GroupLines, Panel, PlaceText, SummaryRows } from './OrderParts';

/**
 * checkoutApp (SPEC §2.1, /groupbuy/pay/v2/{id}, titled 結帳): buyer, delivery, invoice, payment, coupon
 * and credit, the price summary and one 送出訂單. Each section opens its modal child route; once the
 * order exists the same address shows its result (訂單成立).
 */
export default function CheckoutPage() {
  const params = useParams();
  const id = numericId(params.id)!;
  const { data: checkout } = useSuspenseQuery(checkoutQuery(useContainer(), id));
  if (checkout.orderId !== null) {
    return (
      <Container maxWidth="md" sx={{ px: { xs: 1.5, md: 3 }, py: 2 }}>
        <OrderResult orderId={checkout.orderId} />
      </Container>
    );
  }
  return <CheckoutForm checkout={checkout} modal={checkoutModal(params['*']) ?? { kind: 'none' }} />;
}

function CheckoutForm({ checkout, modal }: { checkout: Checkout; modal: NonNullable<ReturnType<typeof checkoutModal>> }) {
  const open = (sub: string) => ({ to: modalPath(checkout.id, sub), state: { inCheckout: true } });
  const payment = checkout.paymentChoices.find((c) => c.method === checkout.paymentMethod);
  return (
    <Container maxWidth="lg" sx={{ px: { xs: 1.5, md: 3 }, py: 2, pb: { xs: 12, md: 4 } }}>
      <Typography component="h1" sx={{ fontSize: { xs: 22, md: 28 }, fontWeight: 800, mb: 2 }}>{CheckoutCopy.TITLE}</Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 340px' }, gap: 2, alignItems: 'start' }}>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Panel title={CheckoutCopy.ITEMS} labelId="checkout-items">
            <Box>{checkout.groups.map((g) => (
              <GroupLines key={g.groupBuyId} title={g.groupBuyTitle} discounts={g.discounts} shippingFee={g.shippingFee} missingForFree={g.missingForFreeShipping} shippingPromise={g.shippingPromise}
                lines={checkout.lines.filter((l) => l.groupBuyId === g.groupBuyId)} />
            ))}</Box>
          </Panel>
          <Panel title={CheckoutCopy.BUYER} labelId="checkout-buyer" action={<EditLink {...open('buyer/edit')} label={`${CheckoutCopy.EDIT}${CheckoutCopy.BUYER}`} text={CheckoutCopy.EDIT} />}>
            <Typography sx={{ fontSize: 14 }}>{[checkout.buyer.name, checkout.buyer.mobile].filter(Boolean).join('・') || CheckoutCopy.CHOOSE}</Typography>
            <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>{checkout.buyer.email}</Typography>
          </Panel>
          <Panel title={CheckoutCopy.DELIVERY} labelId="checkout-delivery" action={<EditLink {...open('delivery')} label={`${CheckoutCopy.CHANGE}${CheckoutCopy.DELIVERY}`} text={CheckoutCopy.CHANGE} />}>
            <Typography sx={{ fontSize: 14, fontWeight: 700 }}>{deliveryLabel(checkout.deliveryMethod)}</Typography>
            {checkout.destination ? <PlaceText place={checkout.destination} /> : <Typography sx={{ fontSize: 14, color: 'error.main' }}>{CheckoutCopy.NO_DESTINATION}</Typography>}
          </Panel>
          <Panel title={CheckoutCopy.PAYMENT} labelId="checkout-payment" action={<EditLink {...open('payment')} label={`${CheckoutCopy.CHANGE}${CheckoutCopy.PAYMENT}`} text={CheckoutCopy.CHANGE} />}>
            <Typography sx={{ fontSize: 14, color: payment ? 'inherit' : 'error.main' }}>{payment ? PAYMENT_LABELS[payment.method] : CheckoutCopy.CHOOSE}</Typography>
          </Panel>
          <Panel title={CheckoutCopy.INVOICE} labelId="checkout-invoice" action={<EditLink {...open('invoice')} label={`${CheckoutCopy.CHANGE}${CheckoutCopy.INVOICE}`} text={CheckoutCopy.CHANGE} />}>
            <Typography sx={{ fontSize: 14 }}>{invoiceSummary(checkout.invoice)}</Typography>
          </Panel>
          <CouponAndCredit checkout={checkout} />
        </Box>
        <Box sx={{ position: { md: 'sticky' }, top: { md: 16 }, display: 'grid', gap: 2 }}>
          <Panel title={CheckoutCopy.SUMMARY} labelId="checkout-summary">
            <SummaryRows summary={checkout.summary} />
            <PlaceOrderButton checkout={checkout} variant="desktop" />
          </Panel>
        </Box>
      </Box>
      <Box sx={{ display: { xs: 'flex', md: 'none' }, position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: 10, bgcolor: SHOP_TOKENS.surface, borderTop: `1px solid ${SHOP_COLORS.border}`, p: 1.5, pb: 'calc(12px + env(safe-area-inset-bottom))', alignItems: 'center', gap: 1.5 }}>
        <Box sx={{ flex: 1 }}>
          <Typography sx={{ fontSize: 12, color: 'text.secondary' }}>{CheckoutCopy.TOTAL}</Typography>
          <Typography sx={{ fontSize: 20, fontWeight: 800, color: SHOP_COLORS.brandPinkStrong }}>{formatTwd(checkout.summary.total)}</Typography>
        </Box>
        <PlaceOrderButton checkout={checkout} variant="mobile" />
      </Box>
      <CheckoutModals checkout={checkout} modal={modal} />
    </Container>
  );
}

function EditLink({ to, state, label, text }: { to: string; state: object; label: string; text: string }) {
  return <Button component={Link} to={to} state={state} size="small" aria-label={label} sx={{ color: SHOP_COLORS.brandPinkStrong, fontWeight: 700 }}>{text}</Button>;
}

/** 送出訂單: one order per checkout (PlaceOrder keeps the idempotency key until the shop answers). */
function PlaceOrderButton({ checkout, variant }: { checkout: Checkout; variant: 'desktop' | 'mobile' }) {
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

/** Why the shop refused the order, with each refused line named by its product and size. */
function RefusalText({ refusal, checkout }: { refusal: OrderRefusal; checkout: Checkout }) {
  if (refusal.code === TOTAL_CHANGED) return <>{refusal.message}</>;
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

export { checkoutRoute as route } from './checkoutRouteData';
