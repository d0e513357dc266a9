import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { promotionRows, type PromotionSource } from './checkoutPromotions';
import { storeRows } from './checkoutStores';

const DAY = 24 * 60 * 60 * 1000;

/** The demo members (ids 1 and 2 of seed/members.ts) and what they hold. */
const DEMO_MEMBER_IDS = [1, 2] as const;

function couponRows(now: number) {
  const shop = '[]';
  return [
    { title: '滿千折百券', kind: 'amount', value: 100, min_spend: 1000, branch_ids: shop, starts_at: now - 7 * DAY, expires_at: now + 30 * DAY },
    { title: '新會員 NT$50 無門檻', kind: 'amount', value: 50, min_spend: 0, branch_ids: shop, starts_at: now - 7 * DAY, expires_at: now + 14 * DAY },
    { title: '全館 9 折券（滿 NT$2,000）', kind: 'percent', value: 90, min_spend: 2000, branch_ids: shop, starts_at: now - DAY, expires_at: now + 10 * DAY },
    { title: '館別限定 NT$200 折價券', kind: 'amount', value: 200, min_spend: 1500, branch_ids: '[1]', starts_at: now - DAY, expires_at: now + 20 * DAY },
    { title: '週年慶 NT$300 折價券', kind: 'amount', value: 300, min_spend: 1500, branch_ids: shop, starts_at: now - 30 * DAY, expires_at: now - DAY },
  ];
}

/** Promotions, branch shipping thresholds, demo coupons and credit, convenience stores; dates hang off `now`. */
export async function seedCheckout(db: Kysely<Database>, source: PromotionSource & { branchIds: number[] }, now: number): Promise<void> {
  const promotions = promotionRows(source);
  for (let i = 0; i < promotions.length; i += 500) await db.insertInto('group_buy_promotions').values(promotions.slice(i, i + 500)).execute();
  // Most branches ship free from NT$1,500; the first (the mother-and-baby staples) from NT$999.
  await db.insertInto('branch_shipping').values(source.branchIds.map((id, i) => ({ branch_id: id, free_from: i === 0 ? 999 : 1500 }))).execute();
  const coupons = await db.insertInto('coupons').values(couponRows(now)).returning('id').execute();
  const held = DEMO_MEMBER_IDS.flatMap((member) => coupons.map((c) => ({ member_id: member, coupon_id: c.id, used_at: null, order_id: null, created_at: now - DAY })));
  await db.insertInto('member_coupons').values(held).execute();
  await db.insertInto('credit_ledger').values([
    { member_id: 1, amount: 500, reason: 'welcome', order_id: null, created_at: now - 20 * DAY },
    { member_id: 1, amount: 300, reason: 'review_reward', order_id: null, created_at: now - 5 * DAY },
    { member_id: 2, amount: 200, reason: 'welcome', order_id: null, created_at: now - 10 * DAY },
  ]).execute();
  const stores = storeRows();
  for (let i = 0; i < stores.length; i += 200) await db.insertInto('convenience_stores').values(stores.slice(i, i + 200)).execute();
}
