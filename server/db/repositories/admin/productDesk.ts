import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../schema';
import { containsPattern } from '../likePattern';

type Db = Kysely<Database> | Transaction<Database>;

/** The products desk's filters as the service resolved them. */
export interface ProductFilter {
  brandId?: number; categoryId?: number; words?: string; productId?: number;
  /** Only products with an option at this many pieces or fewer. */
  lowStockAt?: number;
}
export interface ProductSort { column: 'id' | 'title' | 'price' | 'stock'; dir: 'asc' | 'desc' }

const SORT_COLUMNS = { id: 'products.id', title: 'products.title', price: 'figures.price', stock: 'figures.stock' } as const;

/** Each product's options summed up: how many, the lowest shown price, stock in all and the thinnest option's. */
const figures = (db: Db) => db.selectFrom('options')
  .select((eb) => ['options.product_id', eb.fn.countAll<number>().as('options'), eb.fn.min<number>(eb.fn.coalesce('options.discount_price', 'options.current_price')).as('price'),
    eb.fn.sum<number>('options.stock').as('stock'), eb.fn.min<number>('options.stock').as('min_stock')])
  .groupBy('options.product_id').as('figures');

function filtered(db: Db, f: ProductFilter) {
  let q = db.selectFrom('products')
    .innerJoin('group_buys', 'group_buys.id', 'products.group_buy_id')
    .innerJoin('brands', 'brands.id', 'group_buys.brand_id')
    .innerJoin('categories', 'categories.id', 'group_buys.category_id')
    .innerJoin(figures(db), 'figures.product_id', 'products.id');
  if (f.brandId !== undefined) q = q.where('group_buys.brand_id', '=', f.brandId);
  if (f.categoryId !== undefined) q = q.where((eb) => eb.or([eb('group_buys.category_id', '=', f.categoryId!), eb('categories.parent_id', '=', f.categoryId!)]));
  if (f.productId !== undefined) q = q.where('products.id', '=', f.productId);
  if (f.words) {
    const pattern = containsPattern(f.words);
    q = q.where(sql<boolean>`(lower(products.title) like ${pattern} escape '\\' or lower(group_buys.title) like ${pattern} escape '\\')`);
  }
  if (f.lowStockAt !== undefined) q = q.where('figures.min_stock', '<=', f.lowStockAt);
  return q;
}

export const listDeskProducts = (db: Db, f: ProductFilter, sort: ProductSort, page: { offset: number; limit: number }) =>
  filtered(db, f)
    .select(['products.id', 'products.title', 'products.status', 'group_buys.id as group_buy_id', 'group_buys.title as group_buy_title',
      'group_buys.is_adult_only', 'brands.name as brand', 'categories.name as category', 'figures.options', 'figures.price', 'figures.stock', 'figures.min_stock'])
    .orderBy(SORT_COLUMNS[sort.column], sort.dir).orderBy('products.id', sort.dir).limit(page.limit).offset(page.offset).execute();

export async function countDeskProducts(db: Db, f: ProductFilter): Promise<number> {
  const row = await filtered(db, f).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export const listBrandChoices = (db: Db) => db.selectFrom('brands').select(['id', 'name']).orderBy('name').orderBy('id').execute();

/** Main categories, then their sub categories, each with its branch's order. */
export const listCategoryChoices = (db: Db) =>
  db.selectFrom('categories').select(['id', 'name', 'level', 'path']).orderBy('path').execute();

export const findDeskProduct = (db: Db, id: number) =>
  db.selectFrom('products')
    .innerJoin('group_buys', 'group_buys.id', 'products.group_buy_id')
    .innerJoin('brands', 'brands.id', 'group_buys.brand_id')
    .innerJoin('categories', 'categories.id', 'group_buys.category_id')
    .select(['products.id', 'products.title', 'products.status', 'group_buys.id as group_buy_id', 'group_buys.title as group_buy_title',
      'group_buys.is_adult_only', 'brands.name as brand', 'categories.name as category'])
    .where('products.id', '=', id).executeTakeFirst();

export async function countGroupBuyProducts(db: Db, groupBuyId: number): Promise<number> {
  const row = await db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('n')).where('group_buy_id', '=', groupBuyId).executeTakeFirstOrThrow();
  return Number(row.n);
}

const OPTION_COLUMNS = ['id', 'product_id', 'size', 'current_price', 'discount_price', 'original_price', 'stock', 'purchase_limit'] as const;

export const listProductOptions = (db: Db, productId: number) =>
  db.selectFrom('options').select(OPTION_COLUMNS).where('product_id', '=', productId).orderBy('sort_order').orderBy('id').execute();

/** These options with their product's group-buy (the CSV import reads its rows' options at once). */
export const listOptionsByIds = (db: Db, ids: readonly number[]) =>
  db.selectFrom('options').innerJoin('products', 'products.id', 'options.product_id')
    .select([...OPTION_COLUMNS.map((c) => `options.${c}` as const), 'products.group_buy_id']).where('options.id', 'in', ids).execute();

/** Every option for the CSV export, with its product, group-buy and brand, in catalog order. */
export const listExportRows = (db: Db) =>
  db.selectFrom('options').innerJoin('products', 'products.id', 'options.product_id')
    .innerJoin('group_buys', 'group_buys.id', 'products.group_buy_id').innerJoin('brands', 'brands.id', 'group_buys.brand_id')
    .select(['options.id as option_id', 'products.id as product_id', 'group_buys.id as group_buy_id', 'brands.name as brand', 'products.title as product_title',
      'options.size', 'options.current_price', 'options.discount_price', 'options.original_price', 'options.stock', 'options.purchase_limit'])
    .orderBy('products.id').orderBy('options.sort_order').orderBy('options.id').execute();
