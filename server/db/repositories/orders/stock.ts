import { sql, type Kysely } from 'kysely';
import type { Database } from '../../schema';

type Db = Kysely<Database>;

/** Takes stock in one guarded statement: only while at least `quantity` is left; whether it did. */
export async function takeStockIfEnough(db: Db, optionId: number, quantity: number): Promise<boolean> {
  const result = await db.updateTable('options').set({ stock: sql<number>`stock - ${quantity}` })
    .where('id', '=', optionId).where('stock', '>=', quantity).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function returnStock(db: Db, optionId: number, quantity: number): Promise<void> {
  await db.updateTable('options').set({ stock: sql<number>`stock + ${quantity}` }).where('id', '=', optionId).execute();
}
