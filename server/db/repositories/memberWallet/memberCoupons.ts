import type { Kysely } from 'kysely';
import type { Database } from '../../schema';

type Db = Kysely<Database>;

/** Every branch's name and path, for naming a coupon's scope. */
export async function listBranchNames(db: Db) {
  return db.selectFrom('branches').select(['id', 'name', 'path']).execute();
}

function heldCoupons(db: Db) {
  return db.selectFrom('member_coupons').innerJoin('coupons', 'coupons.id', 'member_coupons.coupon_id')
    .leftJoin('orders', 'orders.id', 'member_coupons.order_id')
    .select(['member_coupons.id', 'coupons.title', 'coupons.kind', 'coupons.value', 'coupons.min_spend', 'coupons.branch_ids',
      'coupons.starts_at', 'coupons.expires_at', 'member_coupons.used_at', 'member_coupons.order_id', 'orders.number as order_number']);
}

/** A member coupon joined with its coupon and the order that used it. */
export async function findHeldCoupon(db: Db, memberCouponId: number) {
  return heldCoupons(db).where('member_coupons.id', '=', memberCouponId).executeTakeFirstOrThrow();
}

export async function listHeldCouponsByIds(db: Db, memberCouponIds: readonly number[]) {
  return heldCoupons(db).where('member_coupons.id', 'in', [...memberCouponIds]).orderBy('member_coupons.id').execute();
}

export async function listHeldCouponsOfMember(db: Db, memberId: number) {
  return heldCoupons(db).where('member_coupons.member_id', '=', memberId).execute();
}

/** A member's coupons with their terms, by member coupon id (what checkout prices with). */
export async function listMemberCouponTerms(db: Db, memberId: number) {
  return db.selectFrom('member_coupons').innerJoin('coupons', 'coupons.id', 'member_coupons.coupon_id')
    .select(['member_coupons.id', 'member_coupons.used_at', 'coupons.title', 'coupons.kind', 'coupons.value', 'coupons.min_spend',
      'coupons.branch_ids', 'coupons.starts_at', 'coupons.expires_at'])
    .where('member_coupons.member_id', '=', memberId).orderBy('member_coupons.id').execute();
}

export async function findMemberCouponOfCoupon(db: Db, memberId: number, couponId: number) {
  return db.selectFrom('member_coupons').select('id').where('member_id', '=', memberId).where('coupon_id', '=', couponId).executeTakeFirst();
}

/** Gives a member coupons (unused); their new ids in the order given. */
export async function insertMemberCoupons(db: Db, memberId: number, couponIds: readonly number[], now: number): Promise<number[]> {
  const rows = await db.insertInto('member_coupons')
    .values(couponIds.map((couponId) => ({ member_id: memberId, coupon_id: couponId, used_at: null, order_id: null, created_at: now }))).returning('id').execute();
  return rows.map((r) => r.id);
}

export async function ownsMemberCoupon(db: Db, memberId: number, memberCouponId: number): Promise<boolean> {
  return (await db.selectFrom('member_coupons').select('id').where('id', '=', memberCouponId).where('member_id', '=', memberId).executeTakeFirst()) !== undefined;
}

/** Marks the member's unused coupon used by an order (guarded on still unused); whether it did. */
export async function markMemberCouponUsed(db: Db, memberId: number, memberCouponId: number, orderId: number, now: number): Promise<boolean> {
  const used = await db.updateTable('member_coupons').set({ used_at: now, order_id: orderId })
    .where('id', '=', memberCouponId).where('member_id', '=', memberId).where('used_at', 'is', null).executeTakeFirst();
  return Number(used.numUpdatedRows) > 0;
}

/** The coupons an order used are unused again. */
export async function releaseOrderCoupons(db: Db, orderId: number): Promise<void> {
  await db.updateTable('member_coupons').set({ used_at: null, order_id: null }).where('order_id', '=', orderId).execute();
}
