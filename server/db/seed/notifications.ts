import type { Kysely } from 'kysely';
import type { Database } from '../schema';

const DAY = 86_400_000;
const DEMO_MEMBER_IDS = [1, 2] as const;

/**
 * The notification popup's data (SPEC §4.2): a welcome mission for visitors on shopping pages whose
 * sign-up link leads to the new-customer gift, an app mission for members on shopping pages, a Q&A mission, a guide mission, and for each demo
 * member two unread bubble notifications (an order waiting for payment, a coupon about to expire).
 */
export async function seedNotifications(db: Kysely<Database>, now: number): Promise<void> {
  const startsAt = now - DAY;
  await db.insertInto('missions').values([
    { page_type: 'ec', audience: 'visitor', title: '新朋友見面禮', message: '加入會員立即領取新客禮包，首購再折 NT$100！', link: '/signup?redirect=/event-new-customer-gift', style: 'gift', timer: null, delay: 3, starts_at: startsAt, ends_at: null },
    { page_type: 'ec', audience: 'member', title: 'App 首購禮', message: '下載 App 首次購物現折 $100，限時領取！', link: '/app', style: 'pink', timer: 20, delay: 2, starts_at: startsAt, ends_at: null },
    { page_type: 'qa', audience: 'all', title: '下載 App 追蹤討論', message: '下載 App 追蹤討論，有新回答馬上通知，再送 $100 購物金', link: '/app', style: 'pink', timer: 15, delay: 2, starts_at: startsAt, ends_at: null },
    { page_type: 'article', audience: 'all', title: '發問拿購物金', message: '看完指南還有疑問？到媽咪問答發問，被選為最佳解答送購物金', link: '/qa/post', style: 'pink', timer: 15, delay: 5, starts_at: startsAt, ends_at: null },
  ]).execute();
  await db.insertInto('bubble_notifications').values(DEMO_MEMBER_IDS.flatMap((memberId) => [
    { member_id: memberId, kind: 'coupon', title: '折價券即將到期', message: '您有折價券將在 3 天內到期，別忘了使用喔！', link_path: '/member/coupon', style: 'pink', timer: 10, created_at: now - 2 * 3_600_000, read_at: null },
    { member_id: memberId, kind: 'payment_unpaid', title: '訂單待付款', message: '您有一筆訂單尚未付款，完成付款才能為您保留商品', link_path: '/member/order/unpaid', style: 'pink', timer: 10, created_at: now - 3_600_000, read_at: null },
  ])).execute();
}
