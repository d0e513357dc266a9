import type { Kysely } from 'kysely';
import type { Database } from '../../schema';

type Db = Kysely<Database>;

/** The tables of a member's own rows that account deletion empties of them. */
export type MemberRowsTable =
  | 'babies' | 'member_profiles' | 'destinations' | 'cart_items' | 'subscriptions' | 'invoice_preferences' | 'social_identities'
  | 'sessions' | 'signed_in_devices' | 'email_verifications' | 'merge_tickets' | 'password_resets' | 'line_member_bindings';

export async function hasOrderIn(db: Db, memberId: number, statuses: string[]): Promise<boolean> {
  const row = await db.selectFrom('orders').select('id').where('member_id', '=', memberId).where('status', 'in', statuses).executeTakeFirst();
  return row !== undefined;
}

/** The member's orders with the buyer and destination (JSON text) they were placed with. */
export const listMemberOrderContacts = (db: Db, memberId: number) =>
  db.selectFrom('orders').select(['id', 'number', 'buyer', 'destination']).where('member_id', '=', memberId).execute();

export async function setOrderContacts(db: Db, orderId: number, contacts: { buyer: string; destination: string }): Promise<void> {
  await db.updateTable('orders').set(contacts).where('id', '=', orderId).execute();
}

export async function setCheckoutBuyers(db: Db, memberId: number, buyer: { name: string; mobile: string; email: string }): Promise<void> {
  await db.updateTable('checkouts').set({ buyer_name: buyer.name, buyer_mobile: buyer.mobile, buyer_email: buyer.email }).where('member_id', '=', memberId).execute();
}

export async function deleteOpenCheckouts(db: Db, memberId: number): Promise<void> {
  await db.deleteFrom('checkouts').where('member_id', '=', memberId).where('order_id', 'is', null).execute();
}

/** The member row keeps its id (orders, reviews, the ledger point at it) under a new address and name, without a password. */
export async function anonymiseMember(db: Db, memberId: number, anonymous: { email: string; nickname: string }): Promise<void> {
  await db.updateTable('members').set({ ...anonymous, password_hash: null, email_verified_at: null }).where('id', '=', memberId).execute();
}

export async function deleteMemberRows(db: Db, table: MemberRowsTable, memberId: number): Promise<void> {
  await db.deleteFrom(table).where('member_id', '=', memberId).execute();
}

export async function deleteUnusedCoupons(db: Db, memberId: number): Promise<void> {
  await db.deleteFrom('member_coupons').where('member_id', '=', memberId).where('used_at', 'is', null).execute();
}
