import type { AppContext } from '../../context';
import { cancelUnpaidOrders, CANCEL_UNPAID_EVERY_MS } from '../orders/cancelUnpaid';
import { strayDeps } from './afterNotify';
import { NewebPayGateway } from './newebpay/NewebPayGateway';
import { reconcileOpenTrades } from './newebpay/reconcile';
import { refundStrayPayments } from './strayPayments';

/**
 * The payment job, in every mode, once a minute across all processes: open NewebPay payments whose
 * notify never came are asked about (QueryTradeInfo) before unpaid orders past their deadline are
 * cancelled, and captured money no order could take is refunded. One job keeps that order; each
 * step still claims its rows in the database (the order's row lock), so a run cut short and run
 * again elsewhere changes nothing twice.
 */
export function schedulePaymentJobs(ctx: AppContext): void {
  ctx.jobs.schedule('payments.deadlines', { everyMs: CANCEL_UNPAID_EVERY_MS }, async () => {
    if (ctx.payments instanceof NewebPayGateway) await reconcileOpenTrades(ctx, ctx.payments, ctx.now());
    await cancelUnpaidOrders(ctx.db, ctx.now());
    await refundStrayPayments(strayDeps(ctx), ctx.now());
  });
}
