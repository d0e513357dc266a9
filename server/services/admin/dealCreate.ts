import type { Kysely } from 'kysely';
import type { CreateDealRequest } from '../../../contract/adminDealRequests';
import type { GroupBuysTable, OptionsTable, ProductsTable } from '../../db/catalogSchema';
import type { Database } from '../../db/schema';
import { findSourceOptions, listDeskBranches } from '../../db/repositories/admin/dealDesk';
import { copyDealContent, insertDeal, lockCatalogIds, nextIds } from '../../db/repositories/admin/dealWrites';
import { indexGroupBuys } from '../search/indexer';
import { recordAudit, type Actor } from './audit';
import { DealMessages } from './dealMessages';
import { taipeiMinute, windowProblems } from './dealTimes';

/** A sold-out source has limit 0 (SPEC §3: 0 means sold out): its copy takes this until the 商品 desk sets one. */
const DEFAULT_LIMIT = 5;
/** The seed's rule for a limit: at most the stock, 0 only when none is left. */
const limitOf = (sourceLimit: number, stock: number) => (stock === 0 ? 0 : Math.min(stock, sourceLimit > 0 ? sourceLimit : DEFAULT_LIMIT));

type Source = Awaited<ReturnType<typeof findSourceOptions>>[number];
export type CreateOutcome = { ok: true; id: number; startsAt: number; endsAt: number; status: string } | { ok: false; fields: Record<string, string> };

/** Every rule the form's fields break, keyed as the fields (`lines.2.price` for a line's price). */
async function problems(db: Kysely<Database>, input: CreateDealRequest, sources: Map<number, Source>, now: number) {
  const fields = windowProblems(taipeiMinute(input.starts_at), taipeiMinute(input.ends_at), now);
  if (!(await listDeskBranches(db)).some((b) => b.id === input.branch_id)) fields.branch_id = DealMessages.BRANCH_REQUIRED;
  const seen = new Set<number>();
  input.lines.forEach((line, i) => {
    const source = sources.get(line.option_id);
    if (seen.has(line.option_id)) fields[`lines.${i}.option_id`] = DealMessages.LINE_TWICE;
    else if (!source) fields[`lines.${i}.option_id`] = DealMessages.LINE_UNKNOWN;
    else if (source.branch_id !== input.branch_id) fields[`lines.${i}.option_id`] = DealMessages.LINE_OTHER_BRANCH;
    else if (line.price > Number(source.original_price)) fields[`lines.${i}.price`] = DealMessages.PRICE_ABOVE_LIST(Number(source.original_price));
    seen.add(line.option_id);
  });
  return fields;
}

/** The new rows: one product per source product (its chosen sizes under it), the card's price the lowest group price. */
function rowsOf(input: CreateDealRequest, sources: Map<number, Source>, ids: Awaited<ReturnType<typeof nextIds>>) {
  const products: ProductsTable[] = [];
  const options: OptionsTable[] = [];
  const productOf = new Map<number, number>();
  input.lines.forEach((line, i) => {
    const source = sources.get(line.option_id)!;
    if (!productOf.has(source.product_id)) {
      productOf.set(source.product_id, ids.product + products.length);
      products.push({ id: ids.product + products.length, group_buy_id: ids.groupBuy, title: source.product_title, status: 'active', sort_order: products.length + 1 });
    }
    options.push({
      id: ids.option + i, product_id: productOf.get(source.product_id)!, size: source.size, current_price: line.price,
      original_price: Number(source.original_price), discount_price: null, price_suffix: null, stock: line.stock,
      purchase_limit: limitOf(Number(source.purchase_limit), line.stock), delivery_note: source.delivery_note, sort_order: i + 1,
    });
  });
  return { products, options };
}

function dealRow(input: CreateDealRequest, first: Source, options: OptionsTable[], id: number, window: { startsAt: number; endsAt: number; now: number }): GroupBuysTable {
  const cheapest = options.reduce((a, b) => (b.current_price < a.current_price ? b : a));
  const rate = cheapest.original_price > cheapest.current_price ? Math.round((1 - cheapest.current_price / cheapest.original_price) * 100) : 0;
  return {
    id, branch_id: input.branch_id, brand_id: first.brand_id, category_id: first.category_id, title: input.title.trim(), short_name: first.short_name,
    description: input.description.trim(), label: null, image_path: `/images/gb/${id}.svg`, like_count: 0, is_adult_only: first.is_adult_only,
    hot_score: 0, status: input.preview ? 'open' : 'scheduled', price: cheapest.current_price, original_price: cheapest.original_price,
    price_suffix: null, discount_rate: rate, recommend_rank: null, starts_at: window.startsAt, ends_at: window.endsAt, created_at: window.now,
    review_count: 0, rating_total: 0, sold_count: 0, buyer_count: 0,
  };
}

/**
 * 新增團購: the deal, its products and options, its page text, its search terms and the audit entry in
 * one transaction, so the shop's lists and search see it whole the moment it commits.
 */
export async function createDeal(db: Kysely<Database>, actor: Actor, input: CreateDealRequest, now: number): Promise<CreateOutcome> {
  const sources = new Map((await findSourceOptions(db, input.lines.map((l) => l.option_id))).map((s) => [s.option_id, s]));
  const fields = await problems(db, input, sources, now);
  if (Object.keys(fields).length > 0) return { ok: false, fields };
  const window = { startsAt: taipeiMinute(input.starts_at)!, endsAt: taipeiMinute(input.ends_at)!, now };
  const first = sources.get(input.lines[0].option_id)!;
  return db.transaction().execute(async (trx) => {
    await lockCatalogIds(trx);
    const ids = await nextIds(trx);
    const { products, options } = rowsOf(input, sources, ids);
    const deal = dealRow(input, first, options, ids.groupBuy, window);
    await insertDeal(trx, deal, products, options);
    const paragraphs = deal.description.split(/\n+/).map((p) => p.trim()).filter(Boolean);
    await copyDealContent(trx, first.group_buy_id, deal.id, JSON.stringify(paragraphs.length > 0 ? paragraphs : [deal.title]));
    await indexGroupBuys(trx, [deal.id]);
    await recordAudit(trx, actor, { action: 'group_buy.create', entity: 'group_buy', entityId: deal.id, after: { ...input, status: deal.status, starts_at: deal.starts_at, ends_at: deal.ends_at } }, now);
    return { ok: true as const, id: deal.id, startsAt: deal.starts_at, endsAt: deal.ends_at, status: deal.status };
  });
}
