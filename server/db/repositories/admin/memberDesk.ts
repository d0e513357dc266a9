import { sql, type ExpressionBuilder, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../schema';

type Db = Kysely<Database> | Transaction<Database>;

/** The members desk's look-up as the service resolved it: one of an e-mail part, a ten-digit mobile, or free text. */
export interface MemberFilter { email?: string; mobile?: string; text?: string }

// `like … escape '\'` with the text's own wildcards taken literally.
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const contains = (text: string) => `%${literal(text)}%`;

const ordersOf = (eb: ExpressionBuilder<Database, 'members' | 'member_profiles'>) =>
  eb.selectFrom('orders').select('orders.id').whereRef('orders.member_id', '=', 'members.id');

function filtered(db: Db, f: MemberFilter) {
  let q = db.selectFrom('members').leftJoin('member_profiles', 'member_profiles.member_id', 'members.id');
  if (f.email) q = q.where(sql<boolean>`lower(members.email) like ${contains(f.email)} escape '\\'`);
  // A mobile is the profile's, or the buyer's of any of her orders (stored as JSON.stringify wrote it).
  if (f.mobile) {
    const buyer = `%"mobile":"${literal(f.mobile)}"%`;
    q = q.where((eb) => eb.or([
      eb('member_profiles.mobile', '=', f.mobile!),
      eb.exists(ordersOf(eb).where(sql<boolean>`orders.buyer like ${buyer} escape '\\'`)),
    ]));
  }
  if (f.text) {
    const prefix = `${literal(f.text.toUpperCase())}%`;
    q = q.where((eb) => eb.or([
      sql<boolean>`lower(members.email) like ${contains(f.text!)} escape '\\'`,
      sql<boolean>`lower(members.nickname) like ${contains(f.text!)} escape '\\'`,
      eb.exists(ordersOf(eb).where(sql<boolean>`upper(orders.number) like ${prefix} escape '\\'`)),
    ]));
  }
  return q;
}

export const listDeskMembers = (db: Db, f: MemberFilter, page: { offset: number; limit: number }) =>
  filtered(db, f)
    .select((eb) => ['members.id', 'members.email', 'members.nickname', 'member_profiles.mobile', 'members.created_at',
      eb.selectFrom('orders').select((o) => o.fn.countAll<number>().as('n')).whereRef('orders.member_id', '=', 'members.id').as('orders')])
    .orderBy('members.id', 'desc').limit(page.limit).offset(page.offset).execute();

export async function countDeskMembers(db: Db, f: MemberFilter): Promise<number> {
  const row = await filtered(db, f).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The member's profile as staff see it: whether she has a password, never the hash. */
export const findDeskMember = (db: Db, id: number) =>
  db.selectFrom('members').leftJoin('member_profiles', 'member_profiles.member_id', 'members.id')
    .select(['members.id', 'members.email', 'members.nickname', 'members.email_verified_at', 'members.created_at', 'member_profiles.mobile',
      sql<number>`case when members.password_hash is null then 1 else 0 end`.as('social_only')])
    .where('members.id', '=', id).executeTakeFirst();

/** Her latest orders, newest first. */
export const listDeskMemberOrders = (db: Db, memberId: number, limit: number) =>
  db.selectFrom('orders').select(['id', 'number', 'status', 'total', 'created_at'])
    .where('member_id', '=', memberId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();

export async function countDeskMemberOrders(db: Db, memberId: number): Promise<number> {
  const row = await db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).where('member_id', '=', memberId).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Coupons still open to use at `now` (what staff may give), ending soonest first. */
export const listOpenCoupons = (db: Db, now: number) =>
  db.selectFrom('coupons').select(['id', 'title', 'expires_at']).where('expires_at', '>', now).orderBy('expires_at').orderBy('id').execute();

export const findCouponTerms = (db: Db, couponId: number) =>
  db.selectFrom('coupons').select(['id', 'title', 'starts_at', 'expires_at']).where('id', '=', couponId).executeTakeFirst();

/** How many of this coupon the member holds (used or not). */
export async function countHeldOfCoupon(db: Db, memberId: number, couponId: number): Promise<number> {
  const row = await db.selectFrom('member_coupons').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('member_id', '=', memberId).where('coupon_id', '=', couponId).executeTakeFirstOrThrow();
  return Number(row.n);
}
