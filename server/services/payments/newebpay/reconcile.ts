import type { AppContext } from '../../../context';
import { listOpenNewebPayPayments, updatePayment } from '../../../db/repositories/payments/payments';
import { afterNotify } from '../afterNotify';
import { settleNotify } from '../notify';
import type { NewebPayGateway } from './NewebPayGateway';

/** A notify is due within seconds of the trade; after this the gateway is asked instead. */
export const NOTIFY_OVERDUE_MS = 10 * 60_000;
/** How far back the job looks (an ATM trade stays open for days), and how many it asks about per run: the gateway locks a merchant that queries too often. */
const LOOK_BACK_MS = 4 * 24 * 60 * 60_000;
const PER_RUN = 20;

/**
 * The job for notifies that never arrived: each open NewebPay payment old enough is looked up with
 * QueryTradeInfo, least recently asked first. A paid or failed trade is settled exactly as its notify
 * would have settled it (the same once-only nonce, so a late notify changes nothing). A gateway that
 * cannot be reached is left for the next run. Returns how many payments it settled.
 */
export async function reconcileOpenTrades(ctx: AppContext, gateway: NewebPayGateway, now: number): Promise<number> {
  const due = await listOpenNewebPayPayments(ctx.db, { before: now - NOTIFY_OVERDUE_MS, after: now - LOOK_BACK_MS, limit: PER_RUN });
  let settled = 0;
  for (const payment of due) {
    // Rotates the queue: the next run asks about the others first.
    await updatePayment(ctx.db, payment.id, { updated_at: now });
    const trade = await gateway.query(payment.id, payment.amount, now).catch((err: unknown) => {
      ctx.log.info({ paymentId: payment.id, err: err instanceof Error ? err.message : String(err) }, 'QueryTradeInfo gave no answer for an open payment');
      return null;
    });
    if (!trade || ![1, 2, 3].includes(trade.tradeStatus)) continue;
    const paid = trade.tradeStatus === 1;
    const nonce = `newebpay:${trade.tradeNo || gateway.orderNoOf(payment.id)}:${paid ? 'paid' : 'failed'}`.slice(0, 64);
    await afterNotify(ctx, await settleNotify(ctx.db, { payment_id: payment.id, result: paid ? 'succeeded' : 'declined', nonce }, now));
    settled++;
  }
  return settled;
}
