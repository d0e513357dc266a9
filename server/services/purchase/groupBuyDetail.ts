import type { Kysely } from 'kysely';
import type { GroupBuyDetail, OptionBody, ProductBody } from '../../../contract/purchase';
import type { Database } from '../../db/schema';
import {
  findGroupBuyDetailRow, findGroupBuyIdOfProduct, listOptionEvents, listOptionsOfProducts, listProductsOfGroupBuy,
} from '../../db/repositories/purchase/groupBuys';
import { similarLive } from './similarLive';
import { productContent, productSpecs } from './productContent';
import { shippingPromises } from '../shipping/shippingTerms';
import { bestReviews } from '../catalogPages/reviews';
import { ratingAverage } from '../catalog/cardStats';
import { listAgesOfGroupBuy } from '../../db/repositories/babyFit/ageCards';
import { AGE_VALUES } from '../../../contract/mall';

type Db = Kysely<Database>;

/** The lower of the purchase limit and the stock: what one member can still put in a cart. */
export const effectiveLimit = (option: { purchase_limit: number; stock: number }): number =>
  Math.max(0, Math.min(option.purchase_limit, option.stock));

async function optionEvents(db: Db, optionIds: number[]): Promise<Map<number, { title: string; path: string }[]>> {
  const byOption = new Map<number, { title: string; path: string }[]>();
  if (optionIds.length === 0) return byOption;
  const rows = await listOptionEvents(db, optionIds);
  for (const row of rows) byOption.set(row.option_id, [...(byOption.get(row.option_id) ?? []), { title: row.title, path: row.path }]);
  return byOption;
}

async function productsOf(db: Db, groupBuyId: number): Promise<{ products: ProductBody[]; events: { title: string; path: string }[] }> {
  const products = await listProductsOfGroupBuy(db, groupBuyId);
  const options = products.length === 0 ? [] : await listOptionsOfProducts(db, products.map((p) => p.id));
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
  const row = await findGroupBuyDetailRow(db, id);
  if (!row) return null;
  const [{ products, events }, content, promises, best, ages] = await Promise.all([
    productsOf(db, row.id), productContent(db, row.id), shippingPromises(db, [row.id]), bestReviews(db, row.id), listAgesOfGroupBuy(db, row.id),
  ]);
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
    stats: { rating: ratingAverage(row.review_count, row.rating_total), review_count: row.review_count, sold_count: row.sold_count, buyer_count: row.buyer_count },
    best_reviews: best,
    ages: AGE_VALUES.filter((age) => ages.includes(age)),
    ...(shipping ? { shipping } : {}),
  };
}

/** The group-buy a product belongs to; null when the product is unknown. */
export async function groupBuyIdOfProduct(db: Db, productId: number): Promise<number | null> {
  return findGroupBuyIdOfProduct(db, productId);
}
