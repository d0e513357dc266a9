import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { StaffRole } from '../../contract/adminRoles';
import { call } from '../../tests/server/helpers/api';
import type { AdminStage } from './adminStage';

/** The products desk as the scenarios reach it: a product's size, and stock files made from the desk's own export. */
export type CsvRow = Record<string, string>;
export interface SizeOnSale { productId: number; groupBuyId: number; optionId: number }

/** An active product of an open group-buy whose first size gets these prices (no 優惠價). */
export async function sizePricedAt(stage: AdminStage, price: number, listPrice: number): Promise<SizeOnSale> {
  const { db } = stage.shop;
  const row = await db.selectFrom('options').innerJoin('products', 'products.id', 'options.product_id')
    .innerJoin('group_buys', 'group_buys.id', 'products.group_buy_id')
    .select(['options.id', 'products.id as product_id', 'group_buys.id as group_buy_id'])
    .where('products.status', '=', 'active').where('group_buys.status', '=', 'open').orderBy('options.id').executeTakeFirstOrThrow();
  await db.updateTable('options').set({ current_price: price, original_price: listPrice, discount_price: null }).where('id', '=', row.id).execute();
  return { productId: row.product_id, groupBuyId: row.group_buy_id, optionId: row.id };
}

/** Staff's save of the product with the size's new price and stock (everything else as it was); the answer. */
export async function setSize(stage: AdminStage, role: StaffRole, size: SizeOnSale, price: number, stock: number) {
  const product = (await stage.as(role, 'GET', `/admin/api/products/${size.productId}`)).json().data;
  const options = product.options.map(({ size: _label, ...o }: { size: string; id: number }) => (o.id === size.optionId ? { ...o, current_price: price, stock } : o));
  const index = options.findIndex((o: { id: number }) => o.id === size.optionId);
  const answer = await stage.as(role, 'PUT', `/admin/api/products/${size.productId}`, { title: product.title, is_adult_only: product.is_adult_only, options });
  return { index, fields: (answer.statusCode === 400 ? answer.json().fields : {}) as Record<string, string> };
}

/** The size's price as a parent's product page reads it. */
export async function shownPrice(stage: AdminStage, size: SizeOnSale): Promise<number | undefined> {
  const detail = (await call(stage.shop.app, 'GET', `/v3/shopping/groupbuy/${size.groupBuyId}`)).json().data;
  const options = detail.products.flatMap((p: { options: { id: number; price: { current_price: number } }[] }) => p.options);
  return options.find((o: { id: number }) => o.id === size.optionId)?.price.current_price;
}

/** The first `count` rows of the desk's export. */
export async function exportedRows(stage: AdminStage, count: number): Promise<CsvRow[]> {
  const response = await stage.as('admin', 'GET', '/admin/api/products.csv');
  const rows = (parse(response.body, { bom: true, columns: true }) as CsvRow[]).slice(0, count);
  if (rows.length < count) throw new Error(`the shop has only ${rows.length} sizes`);
  return rows;
}

export const csvOf = (rows: CsvRow[]): string => stringify(rows, { header: true, columns: Object.keys(rows[0]) });

/** Every size's stock, to tell whether anything changed. */
export async function allStock(stage: AdminStage): Promise<Map<number, number>> {
  const rows = await stage.shop.db.selectFrom('options').select(['id', 'stock']).execute();
  return new Map(rows.map((r) => [r.id, Number(r.stock)]));
}
