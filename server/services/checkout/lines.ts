import type { Kysely } from 'kysely';
import { CheckoutMessages } from '../../../src/domain/checkout/messages';
import type { Promotion } from '../../../src/domain/checkout/promotions';
import type { Database } from '../../db/schema';
import { listBranchShipping, listGroupBuyPromotions, listLiveOptionRows } from '../../db/repositories/checkout/liveLines';

type Db = Kysely<Database>;

export type LineStatus = 'ok' | 'sold_out' | 'ended' | 'discontinued';

/** One chosen option as the shop sells it right now. */
export interface LiveLine {
  optionId: number;
  productId: number;
  groupBuyId: number;
  groupBuyTitle: string;
  branchId: number;
  productTitle: string;
  size: string;
  image: string;
  unitPrice: number;
  quantity: number;
  stock: number;
  purchaseLimit: number;
  status: LineStatus;
}

export const LINE_REASONS: Record<Exclude<LineStatus, 'ok'>, string> = {
  sold_out: CheckoutMessages.LINE_SOLD_OUT,
  ended: CheckoutMessages.LINE_ENDED,
  discontinued: CheckoutMessages.LINE_DISCONTINUED,
};

function statusOf(row: { product_status: string; group_status: string; ends_at: number; stock: number; purchase_limit: number }, now: number): LineStatus {
  if (row.product_status !== 'active') return 'discontinued';
  if (row.group_status !== 'open' || Number(row.ends_at) <= now) return 'ended';
  return row.stock > 0 && row.purchase_limit > 0 ? 'ok' : 'sold_out';
}

/** The options with the quantities asked, in the order given; unknown options are left out. */
export async function liveLines(db: Db, wanted: readonly { optionId: number; quantity: number }[], now: number): Promise<LiveLine[]> {
  if (wanted.length === 0) return [];
  const rows = await listLiveOptionRows(db, wanted.map((w) => w.optionId));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return wanted.flatMap((w) => {
    const r = byId.get(w.optionId);
    if (!r) return [];
    return [{
      optionId: r.id, productId: r.product_id, groupBuyId: r.group_buy_id, groupBuyTitle: r.group_buy_title, branchId: r.branch_id,
      productTitle: r.product_title, size: r.size, image: r.image_path, unitPrice: r.discount_price ?? r.current_price,
      quantity: w.quantity, stock: r.stock, purchaseLimit: r.purchase_limit, status: statusOf(r, now),
    }];
  });
}

export async function promotionsOf(db: Db, groupBuyIds: readonly number[]): Promise<Map<number, Promotion[]>> {
  const byGb = new Map<number, Promotion[]>();
  if (groupBuyIds.length === 0) return byGb;
  const rows = await listGroupBuyPromotions(db, groupBuyIds);
  for (const r of rows) {
    const p: Promotion = r.kind === 'amount_off' ? { kind: 'amount_off', threshold: r.threshold, amount: r.amount }
      : r.kind === 'percent_off' ? { kind: 'percent_off', percent: r.percent, minQuantity: Math.max(1, r.threshold) }
        : { kind: 'free_shipping', threshold: r.threshold };
    byGb.set(r.group_buy_id, [...(byGb.get(r.group_buy_id) ?? []), p]);
  }
  return byGb;
}

export async function branchThresholds(db: Db): Promise<Map<number, number>> {
  const rows = await listBranchShipping(db);
  return new Map(rows.map((r) => [r.branch_id, r.free_from]));
}
