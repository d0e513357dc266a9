import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import {
  claimAllowance, findAllowanceById, findAllowanceOfRefund, insertPendingAllowance, markAllowanceIssued, recordAllowanceFailure,
} from '../../db/repositories/invoices/allowances';
import { findInvoiceOfOrder } from '../../db/repositories/invoices/einvoices';
import { findOrderBuyer } from '../../db/repositories/invoices/invoiceFacts';
import { failureOf, LEASE_MS, type InvoiceDeps } from './attempts';

/** In the refund's transaction: an order that has an invoice owes a 折讓 of the money given back. */
export async function oweRefundAllowance(trx: Transaction<Database>, refund: { id: number; order_id: number; amount: number }, now: number): Promise<void> {
  if (refund.amount <= 0 || !(await findInvoiceOfOrder(trx, refund.order_id))) return;
  await insertPendingAllowance(trx, { refundId: refund.id, orderId: refund.order_id, amount: refund.amount, now });
}

/** Issues a pending 折讓 once the order's invoice is issued (until then the attempt counts as a wait). */
export async function attemptAllowance(deps: InvoiceDeps, id: number, seenNextAttempt: number): Promise<void> {
  const now = deps.now();
  if (!(await claimAllowance(deps.db, id, seenNextAttempt, now + LEASE_MS))) return;
  const row = (await findAllowanceById(deps.db, id))!;
  try {
    const invoice = await findInvoiceOfOrder(deps.db, row.order_id);
    if (invoice?.status !== 'issued') throw new Error(`the invoice of order ${row.order_id} is ${invoice?.status ?? 'missing'}, not issued`);
    const order = (await findOrderBuyer(deps.db, row.order_id))!;
    const ref = { orderNo: invoice.merchant_order_no, number: invoice.number!, randomCode: invoice.random_code!, transNo: invoice.trans_no!, total: invoice.total };
    const email = (JSON.parse(order.buyer) as { email: string }).email;
    const issued = await deps.invoices.allowance(ref, row.amount, `退款折讓（訂單 ${order.number}）`, email, now);
    await markAllowanceIssued(deps.db, id, issued, deps.now());
  } catch (err) {
    await recordAllowanceFailure(deps.db, id, failureOf(deps, { allowanceId: id, refundId: row.refund_id }, row.attempts + 1, err), deps.now());
  }
}

/** Right after the refund commits: try at once; never throws (the job retries). */
export async function issueRefundAllowance(deps: InvoiceDeps, refundId: number): Promise<void> {
  try {
    const row = await findAllowanceOfRefund(deps.db, refundId);
    if (row?.status === 'pending') await attemptAllowance(deps, row.id, Number(row.next_attempt_at));
  } catch (err) {
    deps.log.error({ refundId, err }, 'issuing the 折讓 of a refund failed; the invoice job tries again');
  }
}
