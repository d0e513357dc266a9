import type { Kysely } from 'kysely';
import type { InvoiceInput } from '../../../contract/checkoutRequests';
import type { Database } from '../../db/schema';
import { findOrderForInvoice, findOrderLinesForInvoice } from '../../db/repositories/invoices/invoiceFacts';
import type { InvoiceLine, InvoiceRecipient, InvoiceRequest } from './InvoiceIssuer';

const SHIPPING_LINE = '運費';

function recipientOf(stored: InvoiceInput): InvoiceRecipient {
  switch (stored.kind) {
    case 'company': return { kind: 'company', taxId: stored.tax_id, companyName: stored.company_name };
    case 'member': return { kind: 'member' };
    default: return stored;
  }
}

/**
 * The lines as bought plus shipping when they add up to what was paid; when discounts, coupons or
 * credit took part of it, one line for the lot (what the buyer paid is what the invoice states).
 */
export function invoiceLines(orderNumber: string, total: number, shippingFee: number, lines: InvoiceLine[]): InvoiceLine[] {
  const all = shippingFee > 0 ? [...lines, { name: SHIPPING_LINE, count: 1, unitPrice: shippingFee }] : lines;
  const sum = all.reduce((s, l) => s + l.unitPrice * l.count, 0);
  return sum === total && all.length > 0 ? all : [{ name: `寶貝揪團訂單 ${orderNumber}`, count: 1, unitPrice: total }];
}

/** What the provider is asked to issue for a paid order; null when the order is gone or cost nothing. */
export async function invoiceRequestFor(db: Kysely<Database>, orderId: number): Promise<InvoiceRequest | null> {
  const order = await findOrderForInvoice(db, orderId);
  if (!order || order.total <= 0) return null;
  const buyer = JSON.parse(order.buyer) as { name: string; email: string };
  const lines = (await findOrderLinesForInvoice(db, orderId)).map((l) => ({ name: `${l.product_title} ${l.size}`.trim(), count: l.quantity, unitPrice: l.unit_price }));
  return {
    orderNo: order.number, total: order.total, buyerName: buyer.name, buyerEmail: buyer.email,
    recipient: recipientOf(JSON.parse(order.invoice) as InvoiceInput), lines: invoiceLines(order.number, order.total, order.shipping_fee, lines),
  };
}
