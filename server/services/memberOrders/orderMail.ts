import type { Kysely } from 'kysely';
import { escapeHtml } from '../../html';
import { ORDER_STATUS_LABELS, type OrderStatus } from '../../../src/domain/checkout/orderStatus';
import { REFUND_DESTINATION_LABELS, type RefundDestination } from '../../../src/domain/memberOrders/refunds';
import type { Database } from '../../db/schema';
import type { MailSender } from '../mail/MailSender';
import { twdText } from '../../../src/domain/numberText';
import { findOrderNumberAndBuyer } from '../../db/repositories/orders/orders';

/** What each status change tells the member, in the shop's voice. */
const STATUS_LINES: Partial<Record<OrderStatus, string>> = {
  cancelled: '您的訂單已取消，使用的折價券與購物金已退回您的帳戶。',
  shipped: '您的訂單已出貨，請留意收件。',
  delivered: '您的包裹已送達，收到商品後 7 天內（鑑賞期）可申請退款。',
  completed: '您的訂單已完成，歡迎為商品留下評價。',
  refunded: '您的訂單已全額退款。',
};

async function send(db: Kysely<Database>, mailer: MailSender, input: { orderId: number; subject: (n: string) => string; lines: string[]; link: string }) {
  const order = await findOrderNumberAndBuyer(db, input.orderId);
  const buyer = JSON.parse(order.buyer) as { name: string; email: string };
  const greeting = `${buyer.name} 您好，`;
  const text = [greeting, '', ...input.lines, '', `訂單編號：${order.number}`, `查看明細：${input.link}`].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p>${input.lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}`
    + `<p>訂單編號：${escapeHtml(order.number)}</p><p><a href="${input.link}">查看明細</a></p>`;
  await mailer.send({ to: buyer.email, subject: input.subject(order.number), text, html });
}

/** One mail per order status change (取消, 出貨, 送達, 完成, 退款). */
export async function sendStatusMail(db: Kysely<Database>, mailer: MailSender, origin: string, orderId: number, status: OrderStatus): Promise<void> {
  await send(db, mailer, {
    orderId, subject: (n) => `【寶貝揪團】訂單 ${n} ${ORDER_STATUS_LABELS[status]}`,
    lines: [STATUS_LINES[status] ?? `您的訂單狀態已更新為「${ORDER_STATUS_LABELS[status]}」。`],
    link: `${origin}/member/order/detail?id=${orderId}`,
  });
}

/** 退款申請 received, and 退款完成 with where the money went. */
export async function sendRefundMail(
  db: Kysely<Database>, mailer: MailSender, origin: string, refund: { id: number; orderId: number; amount: number; refundTo: RefundDestination; paid: boolean },
): Promise<void> {
  const where = REFUND_DESTINATION_LABELS[refund.refundTo];
  await send(db, mailer, {
    orderId: refund.orderId,
    subject: (n) => `【寶貝揪團】訂單 ${n} ${refund.paid ? '退款完成' : '退款申請已收到'}`,
    lines: refund.paid
      ? [`您的退款 ${twdText(refund.amount)} 已退回${where}。`]
      : [`我們已收到您的退款申請（${twdText(refund.amount)}，退回${where}），將盡快為您處理。`],
    link: `${origin}/member/refund/detail?id=${refund.id}`,
  });
}
