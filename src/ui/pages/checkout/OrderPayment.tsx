import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CompleteSandboxPayment, RetryPayment } from '../../../application/checkout/orderUseCases';
import { canRetryPayment, latestPayment, returnedPayments, type OrderDetail } from '../../../domain/checkout/checkoutView';
import { paymentProblem, pickupNotice } from '../../../domain/checkout/paymentGuidance';
import { PAYMENT_LABELS, type PaymentMethod } from '../../../domain/checkout/payments';
import { useUseCase } from '../../hooks/useUseCase';
import { formatTwd } from '../../format';
import { SHOP_COLORS } from '../../tokens';
import { CheckoutCopy } from './checkoutCopy';
import { checkoutKeys } from './checkoutQueries';
import { AtmTransfer } from './AtmTransfer';
import { ChangePaymentMethod } from './ChangePaymentMethod';

const isSandboxPath = (path: string | null) => path !== null && path.startsWith('/sandbox/');

/** A payment the order could not take is told plainly: the parent sees her money is coming back. */
function ReturnedPayments({ order }: { order: OrderDetail }) {
  return returnedPayments(order).map((p) => (
    <Alert key={p.id} severity="info" data-testid="returned-payment">{CheckoutCopy.PAYMENT_RETURNED(formatTwd(p.amount), p.state === 'refunded')}</Alert>
  ));
}

/**
 * What is left to pay, and the button for it: 前往付款 (the card form), 重新付款 after a declined
 * or lapsed card, the ATM account with its deadline, or, in demo mode, the bank's or wallet's stand-in.
 */
export function OrderPayment({ order }: { order: OrderDetail }) {
  const payment = latestPayment(order);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const retry = useUseCase(RetryPayment);
  const sandbox = useUseCase(CompleteSandboxPayment);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: checkoutKeys.order(order.id) });
  const onRetry = async (method: PaymentMethod | null) => {
    setPending(true);
    const outcome = await retry.execute({ orderId: order.id, method });
    setPending(false);
    if (!outcome.ok) return setProblem(outcome.error.fields.payment_method ?? outcome.error.message);
    const next = outcome.value.payment?.nextPath ?? null;
    if (next && !isSandboxPath(next)) return navigate(next);
    await refresh();
  };
  const onSandbox = async () => {
    if (!payment) return;
    setPending(true);
    const outcome = await sandbox.execute({ paymentId: payment.id, method: payment.method });
    setPending(false);
    if (!outcome.ok) return setProblem(outcome.error.message);
    await refresh();
  };

  const pickup = pickupNotice(order);
  const pickupLine = pickup && <Alert severity="info" data-testid="pickup-notice">{pickup}</Alert>;
  if (order.status !== 'pending_payment' || !payment) {
    return (
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {payment?.state === 'succeeded' && payment.cardLast4
          ? <Typography sx={{ fontSize: 14 }}>{PAYMENT_LABELS[payment.method]}・{CheckoutCopy.CARD_PAID(payment.cardBrand ?? '', payment.cardLast4)}</Typography>
          : <Typography sx={{ fontSize: 14 }}>{PAYMENT_LABELS[order.paymentMethod]}{order.paymentMethod === 'cvs_cod' ? `・${CheckoutCopy.COD_HINT}` : ''}</Typography>}
        {pickupLine}
        <ReturnedPayments order={order} />
      </Box>
    );
  }

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <ReturnedPayments order={order} />
      <Typography sx={{ fontSize: 14 }}>{PAYMENT_LABELS[payment.method]}・{formatTwd(payment.amount)}</Typography>
      {problem && <Alert severity="error">{problem}</Alert>}
      {pickupLine}
      {canRetryPayment(order) && (
        <>
          <Alert severity="warning" data-testid="payment-problem">{paymentProblem(order)}</Alert>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button variant="contained" disabled={pending} onClick={() => void onRetry(null)} sx={{ bgcolor: SHOP_COLORS.brandPinkStrong }}>{CheckoutCopy.RETRY_PAYMENT}</Button>
          </Box>
          <ChangePaymentMethod order={order} pending={pending} onPay={(method) => void onRetry(method)} />
        </>
      )}
      {payment.state === 'pending' && payment.method === 'atm' && payment.virtualAccount && (
        <AtmTransfer payment={{ ...payment, virtualAccount: payment.virtualAccount }} />
      )}
      {(payment.state === 'pending' || payment.state === 'challenge') && payment.nextPath && !isSandboxPath(payment.nextPath) && (
        <Button variant="contained" onClick={() => navigate(payment.nextPath!)} sx={{ bgcolor: SHOP_COLORS.brandPinkStrong, justifySelf: 'start' }}>{CheckoutCopy.PAY_NOW}</Button>
      )}
      {payment.state === 'pending' && (payment.method === 'atm' || isSandboxPath(payment.nextPath)) && (
        <Box sx={{ p: 1.5, border: '1px dashed', borderColor: 'warning.main', borderRadius: 2 }}>
          <Typography sx={{ fontSize: 13, color: 'text.secondary', mb: 1 }}>{CheckoutCopy.SANDBOX}</Typography>
          <Button variant="outlined" disabled={pending} onClick={() => void onSandbox()}>
            {payment.method === 'atm' ? CheckoutCopy.SANDBOX_ATM : `${CheckoutCopy.SANDBOX_WALLET}（${PAYMENT_LABELS[payment.method]}）`}
          </Button>
        </Box>
      )}
    </Box>
  );
}
