import type { Kysely } from 'kysely';
import type { CartBody, CartLineBody } from '../../../contract/purchase';
import type { Database } from '../../db/schema';
import {
  countCartLines, deleteCartLine, findCartLineQuantity, findOptionBuyability, findOptionDealWindow, listCartLines, listCartOptionIds,
  updateCartLineQuantity, upsertCartLineCapped,
} from '../../db/repositories/purchase/cartItems';
import { effectiveLimit } from './groupBuyDetail';
import { cartPricing, type CartPricing } from '../checkout/cartPricing';

type Db = Kysely<Database>;

export type CartRejection = 'CART_ITEM_NOT_FOUND' | 'CART_ITEM_DISCONTINUED' | 'CART_ITEM_SOLD_OUT' | WindowRejection;
type WindowRejection = 'CART_GROUPBUY_ENDED' | 'CART_GROUPBUY_NOT_STARTED';
export type AddOutcome = { kind: 'added' | 'unchanged'; itemIds: number[] } | { kind: 'rejected'; code: CartRejection };

interface Buyable { limit: number }

/** Whether an option can be bought now, and how many one member may hold. */
async function buyable(db: Db, optionId: number): Promise<Buyable | { rejected: CartRejection }> {
  const row = await findOptionBuyability(db, optionId);
  if (!row) return { rejected: 'CART_ITEM_NOT_FOUND' };
  if (row.product_status !== 'active' || row.group_status !== 'open') return { rejected: 'CART_ITEM_DISCONTINUED' };
  const limit = effectiveLimit(row);
  return limit > 0 ? { limit } : { rejected: 'CART_ITEM_SOLD_OUT' };
}

/** Only a running deal takes new adds; checked first because an ended deal's stock no longer matters. */
async function outsideWindow(db: Db, optionId: number, now: number): Promise<WindowRejection | null> {
  const row = await findOptionDealWindow(db, optionId);
  if (!row) return null;
  if (now < Number(row.starts_at)) return 'CART_GROUPBUY_NOT_STARTED';
  return now >= Number(row.ends_at) ? 'CART_GROUPBUY_ENDED' : null;
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
  const window = await outsideWindow(db, input.optionId, now);
  if (window) return { kind: 'rejected', code: window };
  const check = await buyable(db, input.optionId);
  if ('rejected' in check) return { kind: 'rejected', code: check.rejected };
  const row = await upsertCartLineCapped(db, { memberId, optionId: input.optionId, groupId: input.groupId, number: input.number, limit: check.limit, now });
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
  const check = await buyable(db, optionId);
  if ('rejected' in check) return { kind: 'rejected', code: check.rejected };
  if (quantity > check.limit) return { kind: 'over-limit', limit: check.limit };
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
