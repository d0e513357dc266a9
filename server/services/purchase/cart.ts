import type { Kysely } from 'kysely';
import type { CartBody, CartLineBody } from '../../../contract/purchase';
import type { Database } from '../../db/schema';
import {
  countCartLines, deleteCartLine, findCartLineQuantity, findOptionBuyability, findOptionDealWindow, listCartLines, listCartOptionIds,
  updateCartLineQuantity, upsertCartLineCapped,
} from '../../db/repositories/purchase/cartItems';
import { admitToCart, type OptionForSale } from '../../../src/domain/purchase/cartAdmission';
import type { CartRejectionCode } from '../../../src/domain/purchase/messages';
import { effectiveLimit } from './groupBuyDetail';
import { cartPricing, type CartPricing } from '../checkout/cartPricing';

type Db = Kysely<Database>;

export type CartRejection = CartRejectionCode;
export type AddOutcome = { kind: 'added' | 'unchanged'; itemIds: number[] } | { kind: 'rejected'; code: CartRejection };

/** The option as the cart's admission rule (src/domain/purchase/cartAdmission) reads it; null when there is none. */
async function optionForSale(db: Db, optionId: number): Promise<OptionForSale | null> {
  const [row, window] = await Promise.all([findOptionBuyability(db, optionId), findOptionDealWindow(db, optionId)]);
  if (!row || !window) return null;
  return {
    startsAt: Number(window.starts_at), endsAt: Number(window.ends_at),
    discontinued: row.product_status !== 'active' || row.group_status !== 'open', limit: effectiveLimit(row),
  };
}

export async function cartItemIds(db: Db, memberId: number): Promise<number[]> {
  return listCartOptionIds(db, memberId);
}

/**
 * Adds `number` of an option to the member's line, never above the option's limit. One
 * statement (insert, or on conflict a guarded update) so concurrent adds cannot overshoot on
 * SQLite or PostgreSQL: the guard `quantity < limit` is checked against the locked row.
 */
export async function addToCart(db: Db, memberId: number, input: { groupId: number; optionId: number; number: number }, now: number): Promise<AddOutcome> {
  const admission = admitToCart(await optionForSale(db, input.optionId), now);
  if (!admission.admitted) return { kind: 'rejected', code: admission.code };
  // quantityAfterAdd's rule, in the statement itself: concurrent adds cannot overshoot the limit.
  const row = await upsertCartLineCapped(db, { memberId, optionId: input.optionId, groupId: input.groupId, number: input.number, limit: admission.limit, now });
  return { kind: row ? 'added' : 'unchanged', itemIds: await cartItemIds(db, memberId) };
}

/** The cart list; `groups`, `summary` and `unavailable` (promotions, shipping, reasons) come from the checkout pricing. */
export async function loadCart(db: Db, memberId: number, now = Date.now()): Promise<CartBody & CartPricing> {
  const rows = await listCartLines(db, memberId);
  const lines: CartLineBody[] = rows.map((r) => {
    const limit = effectiveLimit(r);
    const status = r.product_status !== 'active' || r.group_status !== 'open' ? 'discontinued' : limit > 0 ? 'ok' : 'sold_out';
    const unit = r.discount_price ?? r.current_price;
    return {
      option_id: r.option_id, product_id: r.product_id, group_buy_id: r.group_buy_id, group_buy_title: r.group_buy_title,
      product_title: r.product_title, size: r.size, image: r.image_path, unit_price: unit, quantity: r.quantity,
      purchase_limit: status === 'ok' ? limit : 0, subtotal: unit * r.quantity, status,
    };
  });
  const pricing = await cartPricing(db, memberId, now);
  // A group-buy past its end is left out of the total even while its row still says open.
  const out = new Set(pricing.unavailable.map((u) => u.option_id));
  return { lines, total: lines.filter((l) => l.status === 'ok' && !out.has(l.option_id)).reduce((sum, l) => sum + l.subtotal, 0), ...pricing };
}

export type ChangeOutcome = { kind: 'changed' } | { kind: 'not-in-cart' } | { kind: 'over-limit'; limit: number } | { kind: 'rejected'; code: CartRejection };

/** Sets a line's quantity (1..limit; the schema already checked ≥ 1). */
export async function changeQuantity(db: Db, memberId: number, optionId: number, quantity: number, now: number): Promise<ChangeOutcome> {
  const line = await findCartLineQuantity(db, memberId, optionId);
  if (!line) return { kind: 'not-in-cart' };
  // A quantity change is no new add: the deal's window is not asked again, only the option's sale.
  const option = await optionForSale(db, optionId);
  const admission = admitToCart(option && { ...option, startsAt: -Infinity, endsAt: Infinity }, now);
  if (!admission.admitted) return { kind: 'rejected', code: admission.code };
  if (quantity > admission.limit) return { kind: 'over-limit', limit: admission.limit };
  await updateCartLineQuantity(db, memberId, optionId, quantity, now);
  return { kind: 'changed' };
}

/** Removing a line that is not there is not an error (a double tap). */
export async function removeLine(db: Db, memberId: number, optionId: number): Promise<void> {
  await deleteCartLine(db, memberId, optionId);
}

export async function cartLineCount(db: Db, memberId: number): Promise<number> {
  return countCartLines(db, memberId);
}
