import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { InvoiceInput, UpdateCheckoutRequest } from '../../../contract/checkoutRequests';
import { checkBuyer } from '../../../src/domain/checkout/buyer';
import type { DeliveryMethod } from '../../../src/domain/checkout/delivery';
import { checkInvoice, type Invoice } from '../../../src/domain/checkout/invoice';
import { paymentChoices, type PaymentMethod } from '../../../src/domain/checkout/payments';
import type { CheckoutsTable } from '../../db/checkoutSchema';
import type { Database } from '../../db/schema';
import { updateCheckoutRow, upsertInvoicePreference } from '../../db/repositories/checkout/checkouts';
import { ownsMemberCoupon } from '../../db/repositories/memberWallet/memberCoupons';
import { defaultDestination, ownDestination } from './destinations';
import { quote, type CheckoutRow } from './quote';

type Db = Kysely<Database>;
type Update = z.infer<typeof UpdateCheckoutRequest>;
type Changes = Partial<Omit<CheckoutsTable, 'id'>>;
export type UpdateOutcome = { kind: 'updated' } | { kind: 'invalid'; fields: Record<string, string> } | { kind: 'not-found' } | { kind: 'closed' };

const toDomain = (i: InvoiceInput): Invoice => (i.kind === 'company' ? { kind: 'company', taxId: i.tax_id, companyName: i.company_name } : i);
const fromDomain = (i: Invoice): InvoiceInput => (i.kind === 'company' ? { kind: 'company', tax_id: i.taxId, company_name: i.companyName } : i);

function checkSections(input: Update, changes: Changes, fields: Record<string, string>): void {
  if (input.buyer) {
    const buyer = checkBuyer(input.buyer);
    if (buyer.ok) Object.assign(changes, { buyer_name: buyer.value.name, buyer_mobile: buyer.value.mobile, buyer_email: buyer.value.email });
    else for (const [k, v] of Object.entries(buyer.error)) fields[`buyer.${k}`] = v!;
  }
  if (input.invoice) {
    const invoice = checkInvoice(toDomain(input.invoice));
    if (invoice.ok) changes.invoice = JSON.stringify(fromDomain(invoice.value));
    else for (const [k, v] of Object.entries(invoice.error)) fields[`invoice.${k}`] = v;
  }
  if (input.credit !== undefined) changes.credit_requested = input.credit;
  if (input.coupon !== undefined) changes.member_coupon_id = input.coupon === 'best' ? null : input.coupon === 'none' ? 0 : input.coupon;
}

async function checkOwnership(db: Db, row: CheckoutRow, input: Update, changes: Changes): Promise<boolean> {
  if (typeof input.coupon === 'number') {
    if (!(await ownsMemberCoupon(db, row.member_id, input.coupon))) return false;
  }
  const delivery = input.delivery_method ?? row.delivery_method;
  if (input.delivery_method && input.delivery_method !== row.delivery_method && input.destination_id === undefined) {
    changes.delivery_method = input.delivery_method;
    changes.destination_id = await defaultDestination(db, row.member_id, input.delivery_method);
  }
  if (input.destination_id !== undefined && input.destination_id !== null) {
    const destination = await ownDestination(db, row.member_id, input.destination_id);
    if (!destination || destination.kind !== delivery) return false;
    Object.assign(changes, { delivery_method: delivery, destination_id: destination.id });
  } else if (input.destination_id === null) changes.destination_id = null;
  if (input.delivery_method) changes.delivery_method = input.delivery_method;
  return true;
}

/** Changes any section of the member's open checkout; a bad section changes nothing. */
export async function updateCheckout(db: Db, row: CheckoutRow, input: Update, now: number, offered: readonly PaymentMethod[]): Promise<UpdateOutcome> {
  if (row.order_id !== null) return { kind: 'closed' };
  const changes: Changes = {};
  const fields: Record<string, string> = {};
  checkSections(input, changes, fields);
  if (!(await checkOwnership(db, row, input, changes))) return { kind: 'not-found' };
  if (input.payment_method !== undefined) changes.payment_method = input.payment_method;
  const next = { ...row, ...changes };
  if (next.payment_method) {
    const q = await quote(db, next, now);
    const choice = paymentChoices(next.delivery_method as DeliveryMethod, q.price.total, offered).find((c) => c.method === next.payment_method);
    if (choice?.disabledReason && input.payment_method) fields.payment_method = choice.disabledReason;
    else if (choice?.disabledReason) changes.payment_method = null;
  }
  if (Object.keys(fields).length > 0) return { kind: 'invalid', fields };
  await db.transaction().execute(async (trx) => {
    await updateCheckoutRow(trx, row.id, { ...changes, updated_at: now });
    // The invoice choice is remembered for the member's next order.
    if (changes.invoice) {
      await upsertInvoicePreference(trx, row.member_id, changes.invoice, now);
    }
  });
  return { kind: 'updated' };
}
