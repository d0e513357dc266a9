import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import type { CheckoutSection } from '../../../domain/checkout/checkoutSections';
import type { Checkout } from '../../../domain/checkout/checkoutView';
import { deliveryLabel } from '../../../domain/checkout/delivery';
import { invoiceSummary } from '../../../domain/checkout/invoiceText';
import { PAYMENT_LABELS } from '../../../domain/checkout/payments';
import { formatTaiwanMobile } from '../../../domain/contact/taiwanMobile';
import { useContainer } from '../../di/ContainerProvider';
import { formatTwd } from '../../format';
import { SHOP_COLORS, SHOP_TOKENS } from '../../tokens';
import { numericId } from '../purchase/queries';
import { CheckoutCopy } from './checkoutCopy';
import { CheckoutModals } from './CheckoutModals';
import { checkoutModal, modalPath } from './checkoutModal';
import { checkoutQuery } from './checkoutQueries';
import { CouponAndCredit } from './CouponAndCredit';
import { OrderResult } from './OrderResult';
import { GroupLines, Panel, PlaceText, SummaryRows } from './OrderParts';
import { PlaceOrderButton } from './PlaceOrderButton';
import { useSectionFaults } from './useSectionFaults';

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
  const { faults, onRefused, rootRef } = useSectionFaults(checkout);
  const edit = (section: CheckoutSection, sub: string, verb: string, title: string) => (
    <EditLink {...open(sub)} label={`${verb}${title}`} text={verb} describedBy={faults[section] ? `checkout-${section}-fault` : undefined} />
  );
  return (
    <Container ref={rootRef} maxWidth="lg" sx={{ px: { xs: 1.5, md: 3 }, py: 2, pb: { xs: 12, md: 4 } }}>
      <Typography component="h1" sx={{ fontSize: { xs: 22, md: 28 }, fontWeight: 800, mb: 2 }}>{CheckoutCopy.TITLE}</Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 340px' }, gap: 2, alignItems: 'start' }}>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Panel title={CheckoutCopy.ITEMS} labelId="checkout-items">
            <Box>{checkout.groups.map((g) => (
              <GroupLines key={g.groupBuyId} title={g.groupBuyTitle} discounts={g.discounts} shippingFee={g.shippingFee} missingForFree={g.missingForFreeShipping} shippingPromise={g.shippingPromise}
                lines={checkout.lines.filter((l) => l.groupBuyId === g.groupBuyId)} />
            ))}</Box>
          </Panel>
          <Panel title={CheckoutCopy.BUYER} labelId="checkout-buyer" fault={faults.buyer} action={edit('buyer', 'buyer/edit', CheckoutCopy.EDIT, CheckoutCopy.BUYER)}>
            <Typography sx={{ fontSize: 14 }}>{[checkout.buyer.name, formatTaiwanMobile(checkout.buyer.mobile)].filter(Boolean).join('・') || CheckoutCopy.CHOOSE}</Typography>
            <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>{checkout.buyer.email}</Typography>
          </Panel>
          <Panel title={CheckoutCopy.DELIVERY} labelId="checkout-delivery" fault={faults.delivery} action={edit('delivery', 'delivery', CheckoutCopy.CHANGE, CheckoutCopy.DELIVERY)}>
            <Typography sx={{ fontSize: 14, fontWeight: 700 }}>{deliveryLabel(checkout.deliveryMethod)}</Typography>
            {checkout.destination ? <PlaceText place={checkout.destination} /> : <Typography sx={{ fontSize: 14, color: 'error.main' }}>{CheckoutCopy.NO_DESTINATION}</Typography>}
          </Panel>
          <Panel title={CheckoutCopy.PAYMENT} labelId="checkout-payment" fault={faults.payment} action={edit('payment', 'payment', CheckoutCopy.CHANGE, CheckoutCopy.PAYMENT)}>
            <Typography sx={{ fontSize: 14, color: payment ? 'inherit' : 'error.main' }}>{payment ? PAYMENT_LABELS[payment.method] : CheckoutCopy.CHOOSE}</Typography>
          </Panel>
          <Panel title={CheckoutCopy.INVOICE} labelId="checkout-invoice" fault={faults.invoice} action={edit('invoice', 'invoice', CheckoutCopy.CHANGE, CheckoutCopy.INVOICE)}>
            <Typography sx={{ fontSize: 14 }}>{invoiceSummary(checkout.invoice)}</Typography>
          </Panel>
          <CouponAndCredit checkout={checkout} fault={faults.coupon} />
        </Box>
        <Box sx={{ position: { md: 'sticky' }, top: { md: 16 }, display: 'grid', gap: 2 }}>
          <Panel title={CheckoutCopy.SUMMARY} labelId="checkout-summary">
            <SummaryRows summary={checkout.summary} />
            <PlaceOrderButton checkout={checkout} variant="desktop" onRefused={onRefused} />
          </Panel>
        </Box>
      </Box>
      <Box sx={{ display: { xs: 'flex', md: 'none' }, position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: 10, bgcolor: SHOP_TOKENS.surface, borderTop: `1px solid ${SHOP_COLORS.border}`, p: 1.5, pb: 'calc(12px + env(safe-area-inset-bottom))', alignItems: 'center', gap: 1.5 }}>
        <Box sx={{ flex: 1 }}>
          <Typography sx={{ fontSize: 12, color: 'text.secondary' }}>{CheckoutCopy.TOTAL}</Typography>
          <Typography sx={{ fontSize: 20, fontWeight: 800, color: SHOP_COLORS.brandPinkStrong }}>{formatTwd(checkout.summary.total)}</Typography>
        </Box>
        <PlaceOrderButton checkout={checkout} variant="mobile" onRefused={onRefused} />
      </Box>
      <CheckoutModals checkout={checkout} modal={modal} />
    </Container>
  );
}

function EditLink({ to, state, label, text, describedBy }: { to: string; state: object; label: string; text: string; describedBy?: string }) {
  return (
    <Button component={Link} to={to} state={state} size="small" aria-label={label} aria-describedby={describedBy} data-section-edit=""
      sx={{ color: SHOP_COLORS.brandPinkStrong, fontWeight: 700 }}>{text}</Button>
  );
}

export { checkoutRoute as route } from './checkoutRouteData';
