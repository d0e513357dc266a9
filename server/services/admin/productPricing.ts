import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { listGroupBuyOptionPrices, setGroupBuyListPrice } from '../../db/repositories/admin/productWrites';
import { listPriceOf } from '../../../src/domain/catalog/listPrice';

/** Products a group-buy sells (a discontinued one's options neither show nor price its card). */
const SELLING = ['active'] as const;

/**
 * After an option's prices change: the group-buy's card figures (price, 原價, 起, discount) kept on its
 * row, in the same transaction, so every list shows the new price with the product page.
 */
export async function refreshListPrice(trx: Transaction<Database>, groupBuyId: number): Promise<void> {
  await setGroupBuyListPrice(trx, groupBuyId, listPriceOf(await listGroupBuyOptionPrices(trx, groupBuyId, SELLING)));
}
