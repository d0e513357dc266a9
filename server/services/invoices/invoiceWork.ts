import type { Kysely, Transaction } from 'kysely';
import { findOrder } from '../../db/repositories/orders/orders';
import type { Database } from '../../db/schema';
import {
  claimInvoice, findInvoiceById, findInvoiceOfOrder, insertPendingInvoice, markInvoiceIssued, markInvoiceToVoid, markInvoiceVoided, recordInvoiceFailure,
} from '../../db/repositories/invoices/einvoices';
import { failureOf, LEASE_MS, type InvoiceDeps } from './attempts';
import { invoiceRequestFor } from './invoiceRequest';

/** 作廢原因 as the provider keeps it. */
const VOID_REASON = '訂單取消';

/** In the payment's transaction: the order's invoice is owed (issued after the money commits, by issueOrderInvoice or the job). */
export async function owePaidOrderInvoice(trx: Transaction<Database>, order: { id: number; number: string; total: number }, now: number): Promise<void> {
  if (order.total > 0) await insertPendingInvoice(trx, { orderId: order.id, merchantOrderNo: order.number, total: order.total, now });
}

/** A 取貨付款 order is paid when its parcel is picked up: the invoice is owed then (the job issues it within a minute). */
export async function oweCollectedOrderInvoice(db: Kysely<Database>, orderId: number, now: number): Promise<void> {
  const order = await findOrder(db, orderId);
  if (order.payment_method !== 'cvs_cod' || order.status !== 'completed') return;
  await db.transaction().execute((trx) => owePaidOrderInvoice(trx, order, now));
}

/** Issues a pending invoice (after a lost answer, asks first whether the provider already has it) or voids one marked so. */
export async function attemptInvoice(deps: InvoiceDeps, id: number, seenNextAttempt: number): Promise<void> {
  const now = deps.now();
  if (!(await claimInvoice(deps.db, id, seenNextAttempt, now + LEASE_MS))) return;
  const row = (await findInvoiceById(deps.db, id))!;
  const attempts = row.attempts + 1;
  try {
    if (row.status === 'voiding') {
      await deps.invoices.void({ orderNo: row.merchant_order_no, number: row.number!, randomCode: row.random_code!, transNo: row.trans_no!, total: row.total }, VOID_REASON, now);
      return await markInvoiceVoided(deps.db, id, deps.now());
    }
    const request = await invoiceRequestFor(deps.db, row.order_id);
    if (!request) throw new Error(`order ${row.order_id} has nothing to invoice`);
    const issued = (row.attempts > 0 ? await deps.invoices.find(row.merchant_order_no, row.total, now) : null) ?? await deps.invoices.issue(request, now);
    await markInvoiceIssued(deps.db, id, issued, deps.now());
  } catch (err) {
    await recordInvoiceFailure(deps.db, id, failureOf(deps, { invoiceId: id, orderId: row.order_id }, attempts, err), deps.now());
  }
}

/** Right after the payment commits: try at once (the job retries a failure); never throws, a payment stays paid. */
export async function issueOrderInvoice(deps: InvoiceDeps, orderId: number): Promise<void> {
  try {
    const row = await findInvoiceOfOrder(deps.db, orderId);
    if (row?.status === 'pending') await attemptInvoice(deps, row.id, Number(row.next_attempt_at));
  } catch (err) {
    deps.log.error({ orderId, err }, 'issuing the e-invoice of a paid order failed; the invoice job tries again');
  }
}

/** A paid order cancelled: its issued invoice is voided (a pending one is never issued). Never throws. */
export async function voidOrderInvoice(deps: InvoiceDeps, orderId: number): Promise<void> {
  try {
    if ((await markInvoiceToVoid(deps.db, orderId, deps.now())) !== 'voiding') return;
    const row = (await findInvoiceOfOrder(deps.db, orderId))!;
    await attemptInvoice(deps, row.id, Number(row.next_attempt_at));
  } catch (err) {
    deps.log.error({ orderId, err }, 'voiding the e-invoice of a cancelled order failed; the invoice job tries again');
  }
}
