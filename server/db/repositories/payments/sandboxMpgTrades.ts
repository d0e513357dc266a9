import type { Insertable, Kysely, Updateable } from 'kysely';
import type { SandboxMpgTradesTable } from '../../sandboxMpgSchema';
import type { Database } from '../../schema';

type Db = Kysely<Database>;

export async function findTradeByMerchantOrderNo(db: Db, merchantOrderNo: string) {
  return db.selectFrom('sandbox_mpg_trades').selectAll().where('merchant_order_no', '=', merchantOrderNo).executeTakeFirst();
}

/** A trade by its trade number or the merchant's order number. */
export async function findTradeByNoOrOrder(db: Db, tradeNoOrOrder: string) {
  return db.selectFrom('sandbox_mpg_trades').selectAll()
    .where((eb) => eb.or([eb('trade_no', '=', tradeNoOrOrder), eb('merchant_order_no', '=', tradeNoOrOrder)])).executeTakeFirst();
}

export async function insertTrade(db: Db, row: Insertable<SandboxMpgTradesTable>) {
  return db.insertInto('sandbox_mpg_trades').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function updateTrade(db: Db, tradeNo: string, changes: Updateable<SandboxMpgTradesTable>): Promise<void> {
  await db.updateTable('sandbox_mpg_trades').set(changes).where('trade_no', '=', tradeNo).execute();
}

/** Updates a trade only while it is in `from`; whether it was. */
export async function updateTradeFrom(db: Db, tradeNo: string, from: string, changes: Updateable<SandboxMpgTradesTable>): Promise<boolean> {
  const done = await db.updateTable('sandbox_mpg_trades').set(changes).where('trade_no', '=', tradeNo).where('status', '=', from).executeTakeFirst();
  return Number(done.numUpdatedRows) > 0;
}

/** Gives a trade its virtual account unless it has one. */
export async function setTradeAccountIfNone(db: Db, tradeNo: string, account: { bank_code: string; code_no: string }, now: number): Promise<void> {
  await db.updateTable('sandbox_mpg_trades').set({ ...account, updated_at: now }).where('trade_no', '=', tradeNo).where('code_no', 'is', null).execute();
}
