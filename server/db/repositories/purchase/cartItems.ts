import { sql, type Kysely } from 'kysely';
import type { Database } from '../../schema';

type Db = Kysely<Database>;

/** An option's limit and stock with its product's and group-buy's status. */
export async function findOptionBuyability(db: Db, optionId: number) {
  return db.selectFrom('options')
    .innerJoin('products', 'products.id', 'options.product_id')
    .innerJoin('group_buys', 'group_buys.id', 'products.group_buy_id')
    .select(['options.purchase_limit', 'options.stock', 'products.status as product_status', 'group_buys.status as group_status'])
    .where('options.id', '=', optionId).executeTakeFirst();
}

/** The deal window of an option's group-buy. */
export async function findOptionDealWindow(db: Db, optionId: number) {
  return db.selectFrom('options').innerJoin('products', 'products.id', 'options.product_id')
    .innerJoin('group_buys', 'group_buys.id', 'products.group_buy_id')
    .select(['group_buys.starts_at', 'group_buys.ends_at'])
    .where('options.id', '=', optionId).executeTakeFirst();
}

export async function listCartOptionIds(db: Db, memberId: number): Promise<number[]> {
  const rows = await db.selectFrom('cart_items').select('option_id').where('member_id', '=', memberId).orderBy('created_at').orderBy('option_id').execute();
  return rows.map((r) => r.option_id);
}

/**
 * Inserts a line or adds to it, capped at `limit`, in one statement: the conflict update runs only
 * while `quantity < limit` against the locked row. Undefined when the line was already at the limit.
 */
export async function upsertCartLineCapped(
  db: Db, line: { memberId: number; optionId: number; groupId: number; number: number; limit: number; now: number },
) {
  const limit = sql<number>`cast(${line.limit} as integer)`;
  const added = sql<number>`cast(${line.number} as integer)`;
  return db.insertInto('cart_items')
    .values({ member_id: line.memberId, option_id: line.optionId, group_id: line.groupId, quantity: Math.min(line.number, line.limit), created_at: line.now, updated_at: line.now })
    .onConflict((oc) => oc.columns(['member_id', 'option_id'])
      .doUpdateSet({
        quantity: sql<number>`case when cart_items.quantity + ${added} > ${limit} then ${limit} else cart_items.quantity + ${added} end`,
        group_id: line.groupId,
        updated_at: line.now,
      })
      .where('cart_items.quantity', '<', limit))
    .returning('quantity')
    .executeTakeFirst();
}

/** A member's cart lines with their option, product and group-buy, in the order they were added. */
export async function listCartLines(db: Db, memberId: number) {
  return db.selectFrom('cart_items')
    .innerJoin('options', 'options.id', 'cart_items.option_id')
    .innerJoin('products', 'products.id', 'options.product_id')
    .innerJoin('group_buys', 'group_buys.id', 'products.group_buy_id')
    .select([
      'cart_items.option_id', 'cart_items.quantity', 'options.size', 'options.current_price', 'options.discount_price',
      'options.purchase_limit', 'options.stock', 'products.id as product_id', 'products.title as product_title', 'products.status as product_status',
      'group_buys.id as group_buy_id', 'group_buys.title as group_buy_title', 'group_buys.image_path', 'group_buys.status as group_status',
    ])
    .where('cart_items.member_id', '=', memberId)
    .orderBy('cart_items.created_at').orderBy('cart_items.option_id')
    .execute();
}

export async function findCartLineQuantity(db: Db, memberId: number, optionId: number) {
  return db.selectFrom('cart_items').select('quantity').where('member_id', '=', memberId).where('option_id', '=', optionId).executeTakeFirst();
}

export async function updateCartLineQuantity(db: Db, memberId: number, optionId: number, quantity: number, now: number): Promise<void> {
  await db.updateTable('cart_items').set({ quantity, updated_at: now }).where('member_id', '=', memberId).where('option_id', '=', optionId).execute();
}

export async function deleteCartLine(db: Db, memberId: number, optionId: number): Promise<void> {
  await db.deleteFrom('cart_items').where('member_id', '=', memberId).where('option_id', '=', optionId).execute();
}

export async function countCartLines(db: Db, memberId: number): Promise<number> {
  const row = await db.selectFrom('cart_items').select((eb) => eb.fn.countAll<number>().as('n')).where('member_id', '=', memberId).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** A member's cart lines as (option, quantity), in the order they were added. */
export async function listCartQuantities(db: Db, memberId: number) {
  return db.selectFrom('cart_items').select(['option_id', 'quantity']).where('member_id', '=', memberId)
    .orderBy('created_at').orderBy('option_id').execute();
}

/** The same, of some options only. */
export async function listCartQuantitiesOf(db: Db, memberId: number, optionIds: readonly number[]) {
  return db.selectFrom('cart_items').select(['option_id', 'quantity']).where('member_id', '=', memberId)
    .where('option_id', 'in', [...optionIds]).orderBy('created_at').orderBy('option_id').execute();
}

export async function deleteCartLines(db: Db, memberId: number, optionIds: readonly number[]): Promise<void> {
  await db.deleteFrom('cart_items').where('member_id', '=', memberId).where('option_id', 'in', [...optionIds]).execute();
}
