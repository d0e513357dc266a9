import type { Kysely } from 'kysely';
import type { ProductEditRequest } from '../../../contract/adminCatalogRequests';
import type { Database } from '../../db/schema';
import { findDeskProduct, listProductOptions } from '../../db/repositories/admin/productDesk';
import { lockGroupBuyRow, setGroupBuyAdultOnly, setOptionFigures, setProductTitle } from '../../db/repositories/admin/productWrites';
import { indexGroupBuys } from '../search/indexer';
import { recordAudit, type Actor } from './audit';
import { figuresOf, optionChanges } from './optionChanges';
import { refreshListPrice } from './productPricing';

export type SaveOutcome = 'saved' | 'not-found' | 'options-changed';

type Snapshot = { title: string; is_adult_only: boolean };

/** The product's own fields that changed, before and after. */
function ownChanges(before: Snapshot, edit: ProductEditRequest): { before: Partial<Snapshot>; after: Partial<Snapshot> } {
  const keys = (['title', 'is_adult_only'] as const).filter((key) => before[key] !== edit[key]);
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, edit[key]])),
  };
}

/**
 * 修改商品: the title, the group-buy's 18 禁 flag and each listed option's figures, the group-buy's card
 * price recomputed and the audit entry (only what changed, before and after) in one transaction under
 * the group-buy's row lock; the search index follows a new title.
 */
export async function saveProduct(db: Kysely<Database>, actor: Actor, id: number, edit: ProductEditRequest, now: number): Promise<{ outcome: SaveOutcome; groupBuyId?: number }> {
  const found = await findDeskProduct(db, id);
  if (!found) return { outcome: 'not-found' };
  const groupBuyId = found.group_buy_id;
  const outcome = await db.transaction().execute(async (trx): Promise<SaveOutcome> => {
    await lockGroupBuyRow(trx, groupBuyId);
    const product = await findDeskProduct(trx, id);
    if (!product) return 'not-found';
    const stored = new Map((await listProductOptions(trx, id)).map((o) => [o.id, o]));
    if (edit.options.some((o) => !stored.has(o.id))) return 'options-changed';
    const own = ownChanges({ title: product.title, is_adult_only: Number(product.is_adult_only) === 1 }, edit);
    const options = optionChanges(edit.options.map((o) => ({ id: o.id, stored: stored.get(o.id)!, next: figuresOf(o) })));
    if (own.after.title !== undefined) await setProductTitle(trx, id, edit.title);
    if (own.after.is_adult_only !== undefined) await setGroupBuyAdultOnly(trx, groupBuyId, edit.is_adult_only);
    for (const change of options.changed) await setOptionFigures(trx, change.id, change.next);
    if (options.changed.length > 0) await refreshListPrice(trx, groupBuyId);
    await recordAudit(trx, actor, {
      action: 'product.update', entity: 'product', entityId: id,
      before: { ...own.before, options: options.before }, after: { ...own.after, options: options.after },
    }, now);
    return 'saved';
  });
  if (outcome === 'saved' && edit.title !== found.title) await indexGroupBuys(db, [groupBuyId]);
  return { outcome, groupBuyId };
}
