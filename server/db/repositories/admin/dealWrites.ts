import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import { isPostgres } from '../../database';
import type { GroupBuysTable, OptionsTable, ProductsTable } from '../../catalogSchema';
import type { Database } from '../../schema';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Catalog ids are plain integers (the seed fixes them), so a new deal takes max + 1. On PostgreSQL a
 * transaction-scoped advisory lock orders two creates; SQLite has one writer at a time anyway.
 */
export async function lockCatalogIds(trx: Transaction<Database>): Promise<void> {
  if (isPostgres<Database>(trx)) await sql`select pg_advisory_xact_lock(28046)`.execute(trx);
}

export async function nextIds(db: Db): Promise<{ groupBuy: number; product: number; option: number }> {
  const [g, p, o] = await Promise.all([
    db.selectFrom('group_buys').select((eb) => eb.fn.max('id').as('m')).executeTakeFirstOrThrow(),
    db.selectFrom('products').select((eb) => eb.fn.max('id').as('m')).executeTakeFirstOrThrow(),
    db.selectFrom('options').select((eb) => eb.fn.max('id').as('m')).executeTakeFirstOrThrow(),
  ]);
  return { groupBuy: Number(g.m ?? 0) + 1, product: Number(p.m ?? 0) + 1, option: Number(o.m ?? 0) + 1 };
}

export async function insertDeal(db: Db, deal: GroupBuysTable, products: ProductsTable[], options: OptionsTable[]): Promise<void> {
  await db.insertInto('group_buys').values(deal).execute();
  await db.insertInto('products').values(products).execute();
  await db.insertInto('options').values(options).execute();
}

/** The page text, dispatch promise and age tags of the deal the first product came from. */
export async function copyDealContent(db: Db, fromId: number, toId: number, paragraphs: string): Promise<void> {
  const content = await db.selectFrom('group_buy_contents').selectAll().where('group_buy_id', '=', fromId).executeTakeFirst();
  const row: Insertable<Database['group_buy_contents']> = content
    ? { ...content, group_buy_id: toId, paragraphs }
    : { group_buy_id: toId, paragraphs, size_guide: null, dispatch_kind: 'stock', dispatch_days: 3 };
  await db.insertInto('group_buy_contents').values(row).execute();
  const ages = await db.selectFrom('group_buy_ages').select('age').where('group_buy_id', '=', fromId).execute();
  if (ages.length > 0) await db.insertInto('group_buy_ages').values(ages.map((a) => ({ group_buy_id: toId, age: a.age }))).execute();
}

/** A new window; `status` opens a hidden deal or keeps it. Answers whether the row was there. */
export async function updateDealWindow(db: Db, id: number, change: { starts_at?: number; ends_at: number; status?: string }): Promise<boolean> {
  const updated = await db.updateTable('group_buys').set(change).where('id', '=', id).executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** Hidden deals whose start has come (the opening job's work). */
export const listDueScheduledDeals = (db: Db, now: number) =>
  db.selectFrom('group_buys').select('id').where('status', '=', 'scheduled').where('starts_at', '<=', now).execute();

/** Opens a hidden deal once: true only for the call that moved it from 'scheduled'. */
export async function openScheduledDeal(db: Db, id: number): Promise<boolean> {
  const updated = await db.updateTable('group_buys').set({ status: 'open' }).where('id', '=', id).where('status', '=', 'scheduled').executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}
