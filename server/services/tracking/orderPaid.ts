import type { AppContext } from '../../context';
import { findLatestVisitOfMember, findOrderForTracking } from '../../db/repositories/tracking/events';
import { recordServerEvent } from './events';

/**
 * order_paid comes from the gateway's callback, with no visitor cookie: it is credited to the
 * member's latest tracked visitor and campaign, so the funnel joins up. Never fails the payment.
 */
export async function trackOrderPaid(ctx: AppContext, orderId: number): Promise<void> {
  try {
    const order = await findOrderForTracking(ctx.db, orderId);
    if (!order) return;
    const last = await findLatestVisitOfMember(ctx.db, order.member_id);
    const owner = { visitorId: last?.visitor_id ?? `member:${order.member_id}`, memberId: order.member_id, address: null, campaign: last?.campaign ?? null };
    await recordServerEvent(ctx.db, owner, 'order_paid', `/order/${orderId}`, { order_id: orderId, total: Number(order.total) }, ctx.now());
  } catch {
    // Tracking never fails the payment it follows.
  }
}
