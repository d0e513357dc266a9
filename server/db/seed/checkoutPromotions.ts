import type { EventsTable, GroupBuysTable, OptionEventsTable, OptionsTable, ProductsTable } from '../catalogSchema';
import type { GroupBuyPromotionsTable } from '../checkoutSchema';

type PromotionRow = Omit<GroupBuyPromotionsTable, 'id'>;

export interface PromotionSource {
  groupBuys: GroupBuysTable[];
  products: ProductsTable[];
  options: OptionsTable[];
  optionEvents: OptionEventsTable[];
  events: EventsTable[];
}

const AMOUNT_OFF = { kind: 'amount_off', threshold: 1000, amount: 100, percent: 0 };
const PICK_TWO = { kind: 'percent_off', threshold: 2, amount: 0, percent: 88 };
const FREE_SHIPPING = { kind: 'free_shipping', threshold: 0, amount: 0, percent: 0 };
const FREE_FROM_999 = { kind: 'free_shipping', threshold: 999, amount: 0, percent: 0 };

/** The event each promise is advertised under on the group-buy pages (seed words' EVENTS). */
const BY_EVENT: Record<string, typeof AMOUNT_OFF> = { 'spend-1000': AMOUNT_OFF, 'buy-2': PICK_TWO, 'free-shipping': FREE_SHIPPING };

function advertised(source: PromotionSource): Map<number, Set<string>> {
  const eventPath = new Map(source.events.map((e) => [e.id, e.path]));
  const productGb = new Map(source.products.map((p) => [p.id, p.group_buy_id]));
  const optionGb = new Map(source.options.map((o) => [o.id, productGb.get(o.product_id)!]));
  const byGb = new Map<number, Set<string>>();
  for (const link of source.optionEvents) {
    const path = eventPath.get(link.event_id);
    const gb = optionGb.get(link.option_id);
    if (!path || !(path in BY_EVENT) || gb === undefined) continue;
    byGb.set(gb, (byGb.get(gb) ?? new Set()).add(path));
  }
  return byGb;
}

/**
 * Makes the promises of the group-buy pages real: an option listed under 滿千折百, 任選 2 件 88 折
 * or 免運專區 gives its group-buy that promotion; besides, every 4th group-buy takes 滿千折百 and
 * every 6th ships free from NT$999, so many deals carry one.
 */
export function promotionRows(source: PromotionSource): PromotionRow[] {
  const byGb = advertised(source);
  const rows: PromotionRow[] = [];
  for (const [i, gb] of source.groupBuys.entries()) {
    const paths = byGb.get(gb.id) ?? new Set<string>();
    if (i % 4 === 0) paths.add('spend-1000');
    for (const path of paths) rows.push({ group_buy_id: gb.id, ...BY_EVENT[path] });
    if (i % 6 === 0 && !paths.has('free-shipping')) rows.push({ group_buy_id: gb.id, ...FREE_FROM_999 });
  }
  return rows;
}
