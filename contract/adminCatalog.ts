import { z } from 'zod/mini';

/** Response bodies of the 商品 desk (issue 28): the list, one product, a save, the filters' choices, a CSV import's report. */
export const AdminProductRow = z.object({
  id: z.number(), title: z.string(), status: z.string(), group_buy_id: z.number(), group_buy_title: z.string(),
  brand: z.string(), category: z.string(), options: z.number(), price: z.number(), stock: z.number(), min_stock: z.number(),
  is_adult_only: z.boolean(),
});
export type AdminProductRow = z.infer<typeof AdminProductRow>;
export const AdminProductPageBody = z.object({ rows: z.array(AdminProductRow), total: z.number() });

const Choice = z.object({ id: z.number(), name: z.string() });
export const AdminProductFiltersBody = z.object({ brands: z.array(Choice), categories: z.array(Choice) });

export const AdminOption = z.object({
  id: z.number(), size: z.string(), current_price: z.number(), discount_price: z.nullable(z.number()), original_price: z.number(),
  stock: z.number(), purchase_limit: z.number(),
});
export type AdminOption = z.infer<typeof AdminOption>;

export const AdminProductDetailBody = z.object({
  id: z.number(), title: z.string(), status: z.string(), is_adult_only: z.boolean(),
  group_buy: z.object({ id: z.number(), title: z.string(), brand: z.string(), category: z.string(), products: z.number() }),
  /** The shop's page of the product (its group-buy's). */
  shop_path: z.string(),
  options: z.array(AdminOption),
});
export type AdminProductDetailBody = z.infer<typeof AdminProductDetailBody>;

/** One refused CSV row: its line in the file (the header is line 1), the column and why, in zh-TW. */
export const CsvRefusal = z.object({ row: z.number(), column: z.string(), reason: z.string() });
export type CsvRefusal = z.infer<typeof CsvRefusal>;

export const ProductImportBody = z.object({
  dry_run: z.boolean(),
  /** Rows read, and how many of them change an option. */
  rows: z.number(), changed: z.number(),
  /** True when the import was written (never on a dry run, never with a refusal). */
  applied: z.boolean(),
  refusals: z.array(CsvRefusal),
});
export type ProductImportBody = z.infer<typeof ProductImportBody>;
