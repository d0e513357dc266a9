import type { AppContext } from '../../context';
import { issueOrderInvoice } from '../invoices/invoiceWork';
import { invoiceDeps } from '../invoices/jobs';
import { sendPaymentConfirmation, sendStrayPaymentMail } from '../orders/orderMail';
import { trackOrderPaid } from '../tracking/orderPaid';
import type { NotifyOutcome } from './notify';
import { refundStrayPayment, type StrayPaymentDeps } from './strayPayments';

/** Who hears of a payment given back: the member by mail, the staff through the log (and the payment_incidents rows). */
export function strayDeps(ctx: AppContext): StrayPaymentDeps {
  return {
    db: ctx.db, gateway: ctx.payments,
    onRefunded: async (refund) => {
      ctx.log.warn({ ...refund, staff: true }, 'a captured payment no order could take was refunded');
      await sendStrayPaymentMail(ctx.db, ctx.mailer, ctx.config.publicOrigin, refund);
    },
    onRefundFailed: (paymentId, err) => ctx.log.error({ paymentId, err, staff: true }, 'refunding a captured payment failed; the payment job tries again'),
  };
}

/** What follows a gateway's result: a paid order's e-invoice (the money has committed), mail and tracking; money no order can take goes back at once. */
export async function afterNotify(ctx: AppContext, outcome: NotifyOutcome): Promise<void> {
  if (outcome.kind === 'paid') {
    await issueOrderInvoice(invoiceDeps(ctx), outcome.orderId);
    await sendPaymentConfirmation(ctx.db, ctx.mailer, ctx.config.publicOrigin, outcome.orderId);
    await trackOrderPaid(ctx, outcome.orderId);
  }
  if (outcome.kind === 'needs_refund') {
    ctx.log.warn({ ...outcome, staff: true }, 'a gateway success arrived for an order that cannot take it; refunding');
    await refundStrayPayment(strayDeps(ctx), outcome.paymentId, ctx.now());
  }
}
