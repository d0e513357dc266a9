import type { Kysely } from 'kysely';
import type { CheckoutBody } from '../../../contract/checkout';
import type { Database, Member } from '../../db/schema';
import { defaultDestination, destinationBody, ownDestination } from './destinations';
import { quote, type CheckoutRow } from './quote';
import { checkoutBody } from './view';

type Db = Kysely<Database>;

export type CreateOutcome = { kind: 'created'; id: number } | { kind: 'empty' };

/** The member's checkout by id; another member's (or none) is undefined, which the routes answer 404. */
export async function ownCheckout(db: Db, memberId: number, id: number): Promise<CheckoutRow | undefined> {
  return db.selectFrom('checkouts').selectAll().where('id', '=', id).where('member_id', '=', memberId).executeTakeFirst();
}

async function rememberedInvoice(db: Db, memberId: number): Promise<string> {
  const row = await db.selectFrom('invoice_preferences').select('invoice').where('member_id', '=', memberId).executeTakeFirst();
  return row?.invoice ?? JSON.stringify({ kind: 'member' });
}

/** Opens a checkout of the chosen cart lines; buyer from the profile, the default address, the remembered invoice. */
export async function createCheckout(db: Db, member: Member, optionIds: readonly number[], now: number): Promise<CreateOutcome> {
  const cart = await db.selectFrom('cart_items').select(['option_id', 'quantity']).where('member_id', '=', member.id)
    .where('option_id', 'in', [...optionIds]).orderBy('created_at').orderBy('option_id').execute();
  if (cart.length === 0) return { kind: 'empty' };
  const row = await db.insertInto('checkouts').values({
    member_id: member.id, lines: JSON.stringify(cart), price_snapshot: '{}',
    buyer_name: member.nickname.slice(0, 30), buyer_mobile: '', buyer_email: member.email,
    delivery_method: 'home', destination_id: await defaultDestination(db, member.id, 'home'), payment_method: null,
    invoice: await rememberedInvoice(db, member.id), member_coupon_id: null, credit_requested: 0, order_id: null, created_at: now, updated_at: now,
  }).returning('id').executeTakeFirstOrThrow();
  return { kind: 'created', id: row.id };
}

/** Prices the checkout now and keeps that figure as its snapshot (what the member last saw). */
export async function readCheckout(db: Db, row: CheckoutRow, now: number): Promise<CheckoutBody> {
  const q = await quote(db, row, now);
  const destination = row.destination_id === null ? undefined : await ownDestination(db, row.member_id, row.destination_id);
  const body = checkoutBody(row, q, destination ? destinationBody(destination) : null);
  await db.updateTable('checkouts').set({ price_snapshot: JSON.stringify(body.summary) }).where('id', '=', row.id).execute();
  return body;
}
