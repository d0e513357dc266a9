import { sql, type Transaction } from 'kysely';
import { isPostgres } from '../../database';
import type { Database } from '../../schema';

type Trx = Transaction<Database>;

/** What staff set on one option. */
export interface OptionFigureRow {
  current_price: number; discount_price: number | null; original_price: number; stock: number; purchase_limit: number;
}

/** Takes the group-buy's row lock for the rest of the transaction: two edits of its products (or an import) take turns. */
export async function lockGroupBuyRow(trx: Trx, groupBuyId: number): Promise<void> {
  if (isPostgres<Database>(trx)) await sql`select id from group_buys where id = ${groupBuyId} for update`.execute(trx);
}

export async function setProductTitle(trx: Trx, productId: number, title: string): Promise<void> {
  await trx.updateTable('products').set({ title }).where('id', '=', productId).execute();
}

export async function setGroupBuyAdultOnly(trx: Trx, groupBuyId: number, adultOnly: boolean): Promise<void> {
  await trx.updateTable('group_buys').set({ is_adult_only: adultOnly ? 1 : 0 }).where('id', '=', groupBuyId).execute();
}

/** Writes an option's figures; answers whether the option exists. */
export async function setOptionFigures(trx: Trx, optionId: number, figures: OptionFigureRow): Promise<boolean> {
  const result = await trx.updateTable('options').set(figures).where('id', '=', optionId).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The prices of the group-buy's options of products in these statuses (its card shows the cheapest). */
export const listGroupBuyOptionPrices = (trx: Trx, groupBuyId: number, productStatuses: readonly string[]) =>
  trx.selectFrom('options').innerJoin('products', 'products.id', 'options.product_id')
    .select(['options.current_price', 'options.discount_price', 'options.original_price'])
    .where('products.group_buy_id', '=', groupBuyId).where('products.status', 'in', [...productStatuses]).execute();

/** The figures a group-buy's card reads from its own row. */
export interface ListPriceRow { price: number | null; original_price: number | null; price_suffix: string | null; discount_rate: number }

export async function setGroupBuyListPrice(trx: Trx, groupBuyId: number, list: ListPriceRow): Promise<void> {
  await trx.updateTable('group_buys').set(list).where('id', '=', groupBuyId).execute();
}
