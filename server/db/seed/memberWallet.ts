import type { Kysely } from 'kysely';
import type { Database } from '../schema';

const DAY = 24 * 60 * 60 * 1000;

const coupon = (title: string, kind: 'amount' | 'percent', value: number, minSpend: number, branchIds: number[], startsAt: number, expiresAt: number) =>
  ({ title, kind, value, min_spend: minSpend, branch_ids: JSON.stringify(branchIds), starts_at: startsAt, expires_at: expiresAt });

/**
 * Demo promotion codes (BABY100 and WELCOME50 claimable, SUMMER2025 expired, AUTUMN2026 not open yet,
 * LIMITED1 with a limit of one already taken by Ben), the new-customer gift set, and expiry dates on
 * some demo credit (with one grant that already ran out and its `expired` row). Dates hang off `now`.
 */
export async function seedMemberWallet(db: Kysely<Database>, now: number): Promise<void> {
  const branch = await db.selectFrom('branches').select('id').orderBy('sort_order').orderBy('id').executeTakeFirst();
  const [baby, welcome, summer, autumn, limited, giftA, giftB, giftC] = (await db.insertInto('coupons').values([
    coupon('揪團專屬 NT$100 折價券', 'amount', 100, 800, [], now - 3 * DAY, now + 30 * DAY),
    coupon('歡迎禮 NT$50 折價券', 'amount', 50, 300, [], now - 3 * DAY, now + 60 * DAY),
    coupon('夏日 NT$150 折價券', 'amount', 150, 1200, [], now - 120 * DAY, now - 30 * DAY),
    coupon('秋季 88 折券', 'percent', 88, 1000, [], now + 10 * DAY, now + 40 * DAY),
    coupon('限量 NT$500 折價券', 'amount', 500, 2500, [], now - 2 * DAY, now + 20 * DAY),
    coupon('新會員首購 NT$100 折價券', 'amount', 100, 599, [], now - 7 * DAY, now + 365 * DAY),
    coupon('新會員 95 折券', 'percent', 95, 0, [], now - 7 * DAY, now + 365 * DAY),
    coupon('新會員館別 NT$200 折價券', 'amount', 200, 1500, branch ? [branch.id] : [], now - 7 * DAY, now + 365 * DAY),
  ]).returning('id').execute()).map((r) => r.id);
  const codes = await db.insertInto('promotion_codes').values([
    { code: 'BABY100', coupon_id: baby, total_limit: null, claimed_count: 0, starts_at: now - 3 * DAY, expires_at: now + 30 * DAY },
    { code: 'WELCOME50', coupon_id: welcome, total_limit: 1000, claimed_count: 0, starts_at: now - 3 * DAY, expires_at: now + 60 * DAY },
    { code: 'SUMMER2025', coupon_id: summer, total_limit: null, claimed_count: 0, starts_at: now - 120 * DAY, expires_at: now - 30 * DAY },
    { code: 'AUTUMN2026', coupon_id: autumn, total_limit: 500, claimed_count: 0, starts_at: now + 10 * DAY, expires_at: now + 40 * DAY },
    { code: 'LIMITED1', coupon_id: limited, total_limit: 1, claimed_count: 1, starts_at: now - 2 * DAY, expires_at: now + 20 * DAY },
  ]).returning(['id', 'code']).execute();
  const held = await db.insertInto('member_coupons')
    .values({ member_id: 2, coupon_id: limited, used_at: null, order_id: null, created_at: now - DAY }).returning('id').executeTakeFirstOrThrow();
  const limitedCode = codes.find((c) => c.code === 'LIMITED1')!;
  await db.insertInto('promotion_code_claims').values({ promotion_code_id: limitedCode.id, member_id: 2, member_coupon_id: held.id, created_at: now - DAY }).execute();
  await db.insertInto('new_customer_gift_coupons').values([giftA, giftB, giftC].map((id, i) => ({ coupon_id: id, position: i + 1 }))).execute();
  await seedCreditExpiry(db, now);
}

/** Amy's review reward runs out in 20 days, Ben's welcome credit in 5; Amy also had a campaign grant that ran out. */
async function seedCreditExpiry(db: Kysely<Database>, now: number): Promise<void> {
  await db.updateTable('credit_ledger').set({ expires_at: now + 20 * DAY }).where('member_id', '=', 1).where('reason', '=', 'review_reward').execute();
  await db.updateTable('credit_ledger').set({ expires_at: now + 5 * DAY }).where('member_id', '=', 2).where('reason', '=', 'welcome').execute();
  await db.insertInto('credit_ledger').values([
    { member_id: 1, amount: 100, reason: 'promotion', order_id: null, created_at: now - 60 * DAY, expires_at: now - 30 * DAY },
    { member_id: 1, amount: -100, reason: 'expired', order_id: null, created_at: now - 30 * DAY, expires_at: null },
    { member_id: 1, amount: 150, reason: 'promotion', order_id: null, created_at: now - 2 * DAY, expires_at: now + 45 * DAY },
  ]).execute();
}
