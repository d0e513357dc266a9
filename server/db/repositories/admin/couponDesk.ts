import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import type { CouponsTable } from '../../checkoutSchema';
import type { PromotionCodesTable } from '../../memberWalletSchema';
import type { Database } from '../../schema';

type Db = Kysely<Database> | Transaction<Database>;
type Page = { offset: number; limit: number };

const usedCount = sql<number>`sum(case when member_coupons.used_at is null then 0 else 1 end)`;

/** Newest coupons first. */
export const listDeskCoupons = (db: Db, page: Page) =>
  db.selectFrom('coupons').select(['id', 'title', 'kind', 'value', 'min_spend', 'branch_ids', 'starts_at', 'expires_at'])
    .orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute();

export async function countDeskCoupons(db: Db): Promise<number> {
  const row = await db.selectFrom('coupons').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** How many members hold each coupon, and how many of those were used on an order. */
export const countCouponHolders = (db: Db, couponIds: readonly number[]) =>
  db.selectFrom('member_coupons').select((eb) => ['coupon_id', eb.fn.countAll<number>().as('claimed'), usedCount.as('used')])
    .where('coupon_id', 'in', [...couponIds]).groupBy('coupon_id').execute();

export const listCodesOfCoupons = (db: Db, couponIds: readonly number[]) =>
  db.selectFrom('promotion_codes').select(['coupon_id', 'code']).where('coupon_id', 'in', [...couponIds]).orderBy('id').execute();

/** Newest promotion codes first, with their coupon's title. */
export const listDeskCodes = (db: Db, page: Page) =>
  db.selectFrom('promotion_codes').innerJoin('coupons', 'coupons.id', 'promotion_codes.coupon_id')
    .select(['promotion_codes.id', 'promotion_codes.code', 'promotion_codes.coupon_id', 'coupons.title as coupon_title', 'promotion_codes.total_limit',
      'promotion_codes.claimed_count', 'promotion_codes.starts_at', 'promotion_codes.expires_at'])
    .orderBy('promotion_codes.id', 'desc').limit(page.limit).offset(page.offset).execute();

export async function countDeskCodes(db: Db): Promise<number> {
  const row = await db.selectFrom('promotion_codes').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Of each code's claims, how many coupons were used on an order. */
export const countCodeUses = (db: Db, codeIds: readonly number[]) =>
  db.selectFrom('promotion_code_claims').innerJoin('member_coupons', 'member_coupons.id', 'promotion_code_claims.member_coupon_id')
    .select(['promotion_code_claims.promotion_code_id', usedCount.as('used')])
    .where('promotion_code_claims.promotion_code_id', 'in', [...codeIds]).groupBy('promotion_code_claims.promotion_code_id').execute();

export async function insertCoupon(db: Db, row: Insertable<CouponsTable>): Promise<number> {
  return (await db.insertInto('coupons').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

/** The code's row; undefined when the code is taken already (codes are unique). */
export const insertPromotionCodeIfFree = (db: Db, row: Insertable<PromotionCodesTable>) =>
  db.insertInto('promotion_codes').values(row).onConflict((oc) => oc.column('code').doNothing()).returning('id').executeTakeFirst();
