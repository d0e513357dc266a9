import type { Kysely, Transaction } from 'kysely';
import { DELETE_CONFIRM_PHRASE } from '../../../contract/memberProfile';
import { revokeMemberTokens } from '../../db/repositories/auth/tokens';
import {
  anonymiseMember, deleteMemberRows, deleteOpenCheckouts, deleteUnusedCoupons, hasOrderIn, listMemberOrderContacts,
  setCheckoutBuyers, setOrderContacts, type MemberRowsTable,
} from '../../db/repositories/memberProfile/accountDeletion';
import type { Database, Member } from '../../db/schema';
import { verifyPassword } from '../auth/passwords';
import { reserve, release, type Limit } from '../auth/rateLimiter';
import { eraseMailTo, eraseOrderMail } from '../mail/outboxPrivacy';
import { detachMemberPhotos } from './reviewPhotos';

type Db = Kysely<Database>;
type Trx = Transaction<Database>;

export const DELETED_NICKNAME = '已刪除的會員';
/** Orders that still need the person: unpaid, being shipped, or money on its way back. */
export const OPEN_ORDER_STATUSES = ['pending_payment', 'to_ship', 'shipped', 'refund_requested', 'refunding'] as const;
/** What is hers alone goes with her, her sign-ins included. */
const PERSONAL_TABLES: MemberRowsTable[] = [
  'babies', 'member_profiles', 'destinations', 'cart_items', 'subscriptions', 'invoice_preferences', 'social_identities', 'sessions',
  'signed_in_devices', 'email_verifications', 'merge_tickets', 'password_resets', 'line_member_bindings',
];

export type DeleteOutcome =
  /** photoKeys: the review photos whose files go once the deletion has committed. */
  | { kind: 'deleted'; photoKeys: string[] }
  | { kind: 'wrong-password' }
  | { kind: 'password-required' }
  | { kind: 'wrong-phrase' }
  | { kind: 'open-orders' }
  | { kind: 'locked'; retryAfter: number };

const attempts = (memberId: number): Limit[] => [{ key: `delete-account:${memberId}`, max: 5, windowMs: 15 * 60_000 }];

/** A password member proves it again (five tries per 15 minutes); a social-only member types the phrase. */
async function confirmed(db: Db, member: Member, input: { password?: string; confirm?: string }, now: number): Promise<DeleteOutcome | null> {
  if (member.password_hash === null) return input.confirm?.trim() === DELETE_CONFIRM_PHRASE ? null : { kind: 'wrong-phrase' };
  if (!input.password) return { kind: 'password-required' };
  const limits = attempts(member.id);
  const wait = await reserve(db, limits, now);
  if (wait !== null) return { kind: 'locked', retryAfter: wait };
  const valid = await verifyPassword(input.password, member.password_hash).catch(async (error: unknown) => {
    await release(db, limits);
    throw error;
  });
  if (!valid) return { kind: 'wrong-password' };
  await release(db, limits);
  return null;
}

/** Orders and invoices stay (kept for the legally required period) but no longer name the person. */
async function stripOrders(trx: Trx, memberId: number, email: string): Promise<void> {
  const buyer = JSON.stringify({ name: DELETED_NICKNAME, mobile: '', email });
  for (const order of await listMemberOrderContacts(trx, memberId)) {
    const destination = { ...(JSON.parse(order.destination) as Record<string, unknown>), recipient: DELETED_NICKNAME, mobile: '', street: '' };
    await setOrderContacts(trx, order.id, { buyer, destination: JSON.stringify(destination) });
  }
  await setCheckoutBuyers(trx, memberId, { name: DELETED_NICKNAME, mobile: '', email });
}

/** Her mails go, delivered or waiting (links, names, addresses), and the order mails sent to the buyer address of her orders. */
async function eraseMail(trx: Trx, member: Member): Promise<void> {
  await eraseMailTo(trx, member.email);
  const orders = await listMemberOrderContacts(trx, member.id);
  const byBuyer = new Map<string, string[]>();
  for (const order of orders) {
    const buyer = (JSON.parse(order.buyer) as { email?: unknown }).email;
    if (typeof buyer === 'string' && buyer !== '') byBuyer.set(buyer, [...(byBuyer.get(buyer) ?? []), order.number]);
  }
  for (const [address, numbers] of byBuyer) await eraseOrderMail(trx, address, numbers);
}

/** Everything personal goes; orders, reviews, forum posts and the credit ledger stay under the anonymous member. */
async function anonymise(trx: Trx, memberId: number, now: number): Promise<void> {
  const email = `deleted-${memberId}@deleted.invalid`;
  await anonymiseMember(trx, memberId, { email, nickname: DELETED_NICKNAME });
  await deleteOpenCheckouts(trx, memberId);
  await stripOrders(trx, memberId, email);
  for (const table of PERSONAL_TABLES) await deleteMemberRows(trx, table, memberId);
  await deleteUnusedCoupons(trx, memberId);
  await revokeMemberTokens(trx, memberId, now);
}

const hasOpenOrder = (db: Db, memberId: number): Promise<boolean> => hasOrderIn(db, memberId, [...OPEN_ORDER_STATUSES]);

/** POST /v1/member/delete-account: refused while an order still needs the person (checked again inside the one transaction). */
export async function deleteAccount(db: Db, member: Member, input: { password?: string; confirm?: string }, now: number): Promise<DeleteOutcome> {
  if (await hasOpenOrder(db, member.id)) return { kind: 'open-orders' };
  const refusal = await confirmed(db, member, input, now);
  if (refusal) return refusal;
  return db.transaction().execute(async (trx): Promise<DeleteOutcome> => {
    if (await hasOpenOrder(trx, member.id)) return { kind: 'open-orders' };
    await eraseMail(trx, member);
    await anonymise(trx, member.id, now);
    return { kind: 'deleted', photoKeys: await detachMemberPhotos(trx, member.id) };
  });
}
