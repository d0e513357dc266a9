import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { cancelUnpaidOrders, CANCEL_UNPAID_EVERY_MS } from '../orders/cancelUnpaid';
import { strayDeps } from './afterNotify';
import { NewebPayGateway } from './newebpay/NewebPayGateway';
import { reconcileOpenTrades } from './newebpay/reconcile';
import { refundStrayPayments } from './strayPayments';

/**
 * The payment jobs, in every mode: open NewebPay payments whose notify never came are asked about
 * (QueryTradeInfo) before unpaid orders past their deadline are cancelled, and captured money no order
 * could take is refunded (each process runs them; their claims are guarded in the database).
 * Stopped when the app closes.
 */
export function startPaymentJobs(app: FastifyInstance, ctx: AppContext): void {
  const run = () => void (async () => {
    if (ctx.payments instanceof NewebPayGateway) await reconcileOpenTrades(ctx, ctx.payments, ctx.now());
    await cancelUnpaidOrders(ctx.db, ctx.now());
    await refundStrayPayments(strayDeps(ctx), ctx.now());
  })().catch((err: unknown) => app.log.error({ err }, 'the payment jobs failed'));
  const timer = setInterval(run, CANCEL_UNPAID_EVERY_MS).unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
