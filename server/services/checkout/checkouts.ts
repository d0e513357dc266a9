import type { Kysely, Transaction } from 'kysely';
import type { CheckoutBody } from '../../../contract/checkout';
import { OPEN_CHECKOUTS_MAX } from '../../../src/domain/checkout/memberCaps';
import type { PaymentMethod } from '../../../src/domain/checkout/payments';
import type { Database, Member } from '../../db/schema';
import { destinationBody, ownDestination } from './destinations';
import { rememberedChoices } from './remembered';
import { lockMemberRow } from '../../db/repositories/checkout/memberLock';
import {
  deleteOpenCheckouts, findInvoicePreference, findOwnCheckout, insertCheckout, listOpenCheckoutIdsAfter, updateCheckoutRow,
} from '../../db/repositories/checkout/checkouts';
import { listCartQuantitiesOf } from '../../db/repositories/purchase/cartItems';
import { quote, type CheckoutRow } from './quote';
import { checkoutBody } from './view';

type Db = Kysely<Database>;

/** The row as created: under a race of opens it may already be dropped again, so the route answers from this copy. */
export type CreateOutcome = { kind: 'created'; row: CheckoutRow } | { kind: 'empty' };

/** The member's checkout by id; another member's (or none) is undefined, which the routes answer 404. */
export async function ownCheckout(db: Db, memberId: number, id: number): Promise<CheckoutRow | undefined> {
  return findOwnCheckout(db, memberId, id);
}

async function rememberedInvoice(db: Db, memberId: number): Promise<string> {
  return (await findInvoicePreference(db, memberId)) ?? JSON.stringify({ kind: 'member' });
}

/** Drops the member's open checkouts past OPEN_CHECKOUTS_MAX, least recently changed first; placed ones are never touched. */
async function trimOpenCheckouts(trx: Transaction<Database>, memberId: number): Promise<void> {
  const extra = await listOpenCheckoutIdsAfter(trx, memberId, OPEN_CHECKOUTS_MAX);
  if (extra.length > 0) await deleteOpenCheckouts(trx, extra);
}

/**
 * Opens a checkout of the chosen cart lines with what the member chose before (`rememberedChoices`: buyer,
 * delivery with its default place, payment) and the remembered invoice. Under the member's row lock (the one placing an order takes), so parallel opens never leave
 * more than OPEN_CHECKOUTS_MAX open and an order is never placed from a checkout being dropped.
 */
export async function createCheckout(db: Db, member: Member, optionIds: readonly number[], now: number, offered: readonly PaymentMethod[]): Promise<CreateOutcome> {
  const cart = await listCartQuantitiesOf(db, member.id, optionIds);
  if (cart.length === 0) return { kind: 'empty' };
  const start = await rememberedChoices(db, member, offered);
  const invoice = await rememberedInvoice(db, member.id);
  const row = await db.transaction().execute(async (trx) => {
    await lockMemberRow(trx, member.id);
    const created = await insertCheckout(trx, {
      member_id: member.id, lines: JSON.stringify(cart), price_snapshot: '{}',
      buyer_name: start.buyer.name, buyer_mobile: start.buyer.mobile, buyer_email: start.buyer.email,
      delivery_method: start.deliveryMethod, destination_id: start.destinationId, payment_method: start.paymentMethod,
      invoice, member_coupon_id: null, credit_requested: 0, order_id: null, created_at: now, updated_at: now,
    });
    await trimOpenCheckouts(trx, member.id);
    return created;
  });
  return { kind: 'created', row };
}

/** Prices the checkout now and keeps that figure as its snapshot (what the member last saw). */
export async function readCheckout(db: Db, row: CheckoutRow, now: number, offered: readonly PaymentMethod[]): Promise<CheckoutBody> {
  const q = await quote(db, row, now);
  const destination = row.destination_id === null ? undefined : await ownDestination(db, row.member_id, row.destination_id);
  const body = checkoutBody(row, q, destination ? destinationBody(destination) : null, offered);
  await updateCheckoutRow(db, row.id, { price_snapshot: JSON.stringify(body.summary) });
  return body;
}
