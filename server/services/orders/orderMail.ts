import type { Kysely } from 'kysely';
import { escapeHtml } from '../../html';
import type { Database } from '../../db/schema';
import type { MailSender } from '../mail/MailSender';
import { CheckoutApiMessages } from '../checkout/messages';
import { PAYMENT_LABELS, type PaymentMethod } from '../../../src/domain/checkout/payments';
import { twdText } from '../../../src/domain/numberText';
import type { StrayReason } from '../payments/strayPayments';
import { findOrder } from '../../db/repositories/orders/orders';
import { listOrderLines } from '../../db/repositories/orders/orderLines';
import { issuedInvoiceOfOrder } from '../../db/repositories/invoices/invoiceFacts';

const invoiceRows = (issued: { number: string; randomCode: string } | null): string[] =>
  [issued ? CheckoutApiMessages.INVOICE_NUMBER_ROW(issued.number, issued.randomCode) : CheckoutApiMessages.INVOICE_PENDING_ROW];

async function orderFacts(db: Kysely<Database>, orderId: number) {
  const order = await findOrder(db, orderId);
  const lines = await listOrderLines(db, orderId);
  const buyer = JSON.parse(order.buyer) as { name: string; email: string };
  return { order, lines, buyer };
}

function body(greeting: string, rows: string[], origin: string, orderId: number): { text: string; html: string } {
  const link = `${origin}/member/order/detail?id=${orderId}`;
  const text = [greeting, '', ...rows, '', `訂單明細：${link}`].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p><ul>${rows.map((r) => `<li>${escapeHtml(r)}</li>`).join('')}</ul><p><a href="${link}">查看訂單明細</a></p>`;
  return { text, html };
}

/** 訂單成立 mail: what was bought, the total and how to pay. */
export async function sendOrderConfirmation(db: Kysely<Database>, mailer: MailSender, origin: string, orderId: number): Promise<void> {
  const { order, lines, buyer } = await orderFacts(db, orderId);
  const rows = [
    `訂單編號：${order.number}`,
    ...lines.map((l) => `${l.product_title}（${l.size}）× ${l.quantity}，${twdText(l.unit_price * l.quantity)}`),
    `運費：${twdText(order.shipping_fee)}`, `折扣：-${twdText(order.promotion_discount + order.coupon_discount + order.credit_used)}`,
    `應付金額：${twdText(order.total)}`, `付款方式：${PAYMENT_LABELS[order.payment_method as PaymentMethod]}`,
  ];
  const mail = body(`${buyer.name} 您好，感謝您在寶貝揪團訂購，您的訂單已成立。`, rows, origin, orderId);
  await mailer.send({ to: buyer.email, subject: CheckoutApiMessages.ORDER_CONFIRMATION_SUBJECT(order.number), ...mail });
}

/** 付款成功 mail, with the e-invoice number and 隨機碼 once the provider has issued them (it is tried just before). */
export async function sendPaymentConfirmation(db: Kysely<Database>, mailer: MailSender, origin: string, orderId: number): Promise<void> {
  const { order, buyer } = await orderFacts(db, orderId);
  const rows = [`訂單編號：${order.number}`, `付款金額：${twdText(order.total)}`, ...invoiceRows(await issuedInvoiceOfOrder(db, orderId))];
  const mail = body(`${buyer.name} 您好，我們已收到您的付款，將盡快為您出貨。`, rows, origin, orderId);
  await mailer.send({ to: buyer.email, subject: CheckoutApiMessages.PAYMENT_CONFIRMATION_SUBJECT(order.number), ...mail });
}

/** A payment the order could not take has been given back in full: what, why and when it arrives. */
export async function sendStrayPaymentMail(
  db: Kysely<Database>, mailer: MailSender, origin: string, input: { orderId: number; amount: number; reason: StrayReason },
): Promise<void> {
  const { order, buyer } = await orderFacts(db, input.orderId);
  const rows = [
    `訂單編號：${order.number}`, `退回金額：${twdText(input.amount)}`, `原因：${CheckoutApiMessages.STRAY_PAYMENT_REASON[input.reason]}`,
    CheckoutApiMessages.STRAY_PAYMENT_TIMING,
  ];
  const mail = body(CheckoutApiMessages.STRAY_PAYMENT_GREETING(buyer.name), rows, origin, input.orderId);
  await mailer.send({ to: buyer.email, subject: CheckoutApiMessages.STRAY_PAYMENT_SUBJECT(order.number), ...mail });
}
