import { z } from 'zod/mini';
import { PageQuery } from './adminRequests';

/** Request schemas of the 商品 desk (issue 28): the list's filters, one product's edit, the CSV import's flag. */
const text = z.string().check(z.trim(), z.maxLength(100));
const someId = z.coerce.number().check(z.int(), z.positive(), z.maximum(2_147_483_647));

/** An option counts as 庫存偏低 at this many pieces or fewer. */
export const LOW_STOCK_AT = 5;
export const PRICE_MAX = 1_000_000;
export const STOCK_MAX = 100_000;
export const LIMIT_MAX = 99;

export const PRODUCT_SORTS = ['id', 'title', 'price', 'stock'] as const;

export const AdminProductsQuery = z.object({
  ...PageQuery,
  sort: z._default(z.enum(PRODUCT_SORTS), 'id'),
  dir: z._default(z.enum(['asc', 'desc']), 'asc'),
  brand: z.optional(someId),
  /** A main or a sub category: a main one takes in its sub categories. */
  category: z.optional(someId),
  /** Words of the product's or its group-buy's title, or a product number. */
  q: z.optional(text),
  /** `1`: only products with an option at LOW_STOCK_AT pieces or fewer. */
  low_stock: z.optional(z.enum(['0', '1'])),
});
export type AdminProductsQuery = z.infer<typeof AdminProductsQuery>;

const whole = (max: number) => z.number().check(z.int(), z.minimum(0), z.maximum(max));

const figures = {
  current_price: whole(PRICE_MAX),
  discount_price: z.nullable(z.number().check(z.int(), z.minimum(1), z.maximum(PRICE_MAX))),
  original_price: whole(PRICE_MAX),
  stock: whole(STOCK_MAX),
  purchase_limit: whole(LIMIT_MAX),
};
type Prices = { current_price: number; discount_price: number | null; original_price: number };
/** The rules between fields, each reported on the field it is about (`params.rule` names it for the message). */
const rules = [
  z.refine<Prices>((o) => o.current_price <= o.original_price, { path: ['current_price'], params: { rule: 'above_list' } }),
  z.refine<Prices>((o) => o.discount_price === null || o.discount_price < o.current_price, { path: ['discount_price'], params: { rule: 'not_below_price' } }),
];

/** One option's figures as staff set them (each CSV row): 售價 never above 原價, a 優惠價 below the 售價, stock and 限購 in range. */
export const OptionFigures = z.object(figures).check(...rules);
export type OptionFigures = z.infer<typeof OptionFigures>;

/** One option of the edit form: which one, and its figures under the same rules. */
export const OptionEdit = z.object({ id: someId, ...figures }).check(...rules);

export const ProductEditRequest = z.object({
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  /** The group-buy's 18 禁 flag: it covers every product of the deal. */
  is_adult_only: z.boolean(),
  options: z.array(OptionEdit).check(z.minLength(1), z.maxLength(50)),
});
export type ProductEditRequest = z.infer<typeof ProductEditRequest>;

/** The CSV import: `dry_run=1` reports what it would refuse and changes nothing. */
export const ProductImportQuery = z.object({ dry_run: z._default(z.enum(['0', '1']), '0') });

/** The largest CSV the import reads (bytes): some thousands of rows. */
export const CSV_BODY_LIMIT = 2 * 1024 * 1024;
export const ProductCsvBody = z.string().check(z.maxLength(CSV_BODY_LIMIT));
