import type { Kysely } from 'kysely';
import type { GroupBuyDetail, OptionBody, ProductBody } from '../../../contract/purchase';
import type { Database } from '../../db/schema';
import { similarLive } from './similarLive';
import { productContent, productSpecs } from './productContent';
import { shippingPromises } from '../shipping/shippingTerms';

type Db = Kysely<Database>;

/** The lower of the purchase limit and the stock: what one member can still put in a cart. */
export const effectiveLimit = (option: { purchase_limit: number; stock: number }): number =>
  Math.max(0, Math.min(option.purchase_limit, option.stock));

async function optionEvents(db: Db, optionIds: number[]): Promise<Map<number, { title: string; path: string }[]>> {
  const byOption = new Map<number, { title: string; path: string }[]>();
  if (optionIds.length === 0) return byOption;
  const rows = await db.selectFrom('option_events').innerJoin('events', 'events.id', 'option_events.event_id')
    .select(['option_events.option_id', 'events.title', 'events.path'])
    .where('option_events.option_id', 'in', optionIds).orderBy('events.id').execute();
  for (const row of rows) byOption.set(row.option_id, [...(byOption.get(row.option_id) ?? []), { title: row.title, path: row.path }]);
  return byOption;
}

async function productsOf(db: Db, groupBuyId: number): Promise<{ products: ProductBody[]; events: { title: string; path: string }[] }> {
  const products = await db.selectFrom('products').selectAll().where('group_buy_id', '=', groupBuyId).orderBy('sort_order').execute();
  const options = products.length === 0 ? [] : await db.selectFrom('options').selectAll()
    .where('product_id', 'in', products.map((p) => p.id)).orderBy('product_id').orderBy('sort_order').execute();
  const [events, specs] = await Promise.all([optionEvents(db, options.map((o) => o.id)), productSpecs(db, products.map((p) => p.id))]);
  const toOption = (o: (typeof options)[number]): OptionBody => ({
    id: o.id,
    size: o.size,
    purchase_limit: effectiveLimit(o),
    price: { discount_price: o.discount_price, current_price: o.current_price, original_price: o.original_price, suffix: o.price_suffix },
    deliverInfo: { description: o.delivery_note },
    events: (events.get(o.id) ?? []).map((e) => e.title),
  });
  const all = new Map<string, { title: string; path: string }>();
  for (const list of events.values()) for (const e of list) all.set(e.path, e);
  return {
    products: products.map((p) => ({
      id: p.id, title: p.title, status: p.status, options: options.filter((o) => o.product_id === p.id).map(toOption), specs: specs.get(p.id) ?? [],
    })),
    events: [...all.values()],
  };
}

/** GET /v3/shopping/groupbuy/{id}: everything the group-buy, item and order-form pages show. Null when unknown. */
export async function groupBuyDetail(db: Db, id: number, now: number): Promise<GroupBuyDetail | null> {
  const row = await db.selectFrom('group_buys')
    .innerJoin('brands', 'brands.id', 'group_buys.brand_id')
    .innerJoin('branches', 'branches.id', 'group_buys.branch_id')
    .innerJoin('categories as sub', 'sub.id', 'group_buys.category_id')
    .leftJoin('categories as main', 'main.id', 'sub.parent_id')
    .select([
      'group_buys.id', 'group_buys.title', 'group_buys.description', 'group_buys.image_path', 'group_buys.label', 'group_buys.like_count',
      'group_buys.is_adult_only', 'group_buys.status', 'group_buys.price', 'group_buys.original_price', 'group_buys.price_suffix',
      'group_buys.starts_at', 'group_buys.ends_at', 'group_buys.branch_id', 'group_buys.category_id', 'brands.id as brand_id', 'brands.name as brand_name', 'branches.name as branch_name',
      'branches.path as branch_path', 'sub.id as sub_id', 'sub.name as sub_name', 'sub.path as sub_path', 'main.id as main_id', 'main.name as main_name', 'main.path as main_path',
    ])
    .where('group_buys.id', '=', id).executeTakeFirst();
  if (!row) return null;
  const [{ products, events }, content, promises] = await Promise.all([productsOf(db, row.id), productContent(db, row.id), shippingPromises(db, [row.id])]);
  const shipping = promises.get(row.id);
  const categories = [
    ...(row.main_id !== null && row.main_name && row.main_path ? [{ id: row.main_id, name: row.main_name, path: row.main_path }] : []),
    { id: row.sub_id, name: row.sub_name, path: row.sub_path },
  ];
  return {
    id: row.id, title: row.title, description: row.description,
    brand: { id: row.brand_id, name: row.brand_name },
    branch: { name: row.branch_name, path: row.branch_path },
    categories,
    images: { medium: row.image_path, large: row.image_path },
    label: row.label, like_count: row.like_count, is_adult_only: row.is_adult_only === 1, status: row.status,
    price: row.price, original_price: row.original_price, price_suffix: row.price_suffix,
    starts_at: Number(row.starts_at), ends_at: Number(row.ends_at), events, products,
    similar: row.status === 'open' && now < Number(row.ends_at) ? [] : await similarLive(db, { id: row.id, categoryId: row.category_id, branchId: row.branch_id }, now),
    content,
    ...(shipping ? { shipping } : {}),
  };
}

/** The group-buy a product belongs to; null when the product is unknown. */
export async function groupBuyIdOfProduct(db: Db, productId: number): Promise<number | null> {
  const row = await db.selectFrom('products').select('group_buy_id').where('id', '=', productId).executeTakeFirst();
  return row?.group_buy_id ?? null;
}
