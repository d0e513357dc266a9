import type { Kysely } from 'kysely';
import type { AdminProductDetailBody, AdminProductRow } from '../../../contract/adminCatalog';
import { LOW_STOCK_AT, type AdminProductsQuery } from '../../../contract/adminCatalogRequests';
import type { Database } from '../../db/schema';
import {
  countDeskProducts, countGroupBuyProducts, findDeskProduct, listBrandChoices, listCategoryChoices, listDeskProducts, listProductOptions,
  type ProductFilter,
} from '../../db/repositories/admin/productDesk';

/** The query's filters as the repository reads them: a number alone is a product number, other text words of the titles. */
export function productFilterOf(query: AdminProductsQuery): ProductFilter {
  const text = query.q?.trim() ?? '';
  const number = /^\d{1,9}$/.test(text) ? Number(text) : undefined;
  return {
    brandId: query.brand, categoryId: query.category, productId: number, words: number === undefined && text ? text : undefined,
    lowStockAt: query.low_stock === '1' ? LOW_STOCK_AT : undefined,
  };
}

/** 商品列表: one page, sorted and filtered by the server. */
export async function productPage(db: Kysely<Database>, query: AdminProductsQuery): Promise<{ rows: AdminProductRow[]; total: number }> {
  const filter = productFilterOf(query);
  const [rows, total] = await Promise.all([
    listDeskProducts(db, filter, { column: query.sort, dir: query.dir }, { offset: query.page * query.page_size, limit: query.page_size }),
    countDeskProducts(db, filter),
  ]);
  return {
    total,
    rows: rows.map((r) => ({
      id: r.id, title: r.title, status: r.status, group_buy_id: r.group_buy_id, group_buy_title: r.group_buy_title, brand: r.brand,
      category: r.category, options: Number(r.options), price: Number(r.price), stock: Number(r.stock), min_stock: Number(r.min_stock),
      is_adult_only: Number(r.is_adult_only) === 1,
    })),
  };
}

/** The filters' choices: brands by name; categories main before sub (a sub one indented under its main). */
export async function productFilters(db: Kysely<Database>) {
  const [brands, categories] = await Promise.all([listBrandChoices(db), listCategoryChoices(db)]);
  return {
    brands: brands.map((b) => ({ id: b.id, name: b.name })),
    categories: categories.map((c) => ({ id: c.id, name: c.level > 1 ? `\u3000${c.name}` : c.name })),
  };
}

/** 商品明細: the product, its group-buy and every option's figures. */
export async function productDetail(db: Kysely<Database>, id: number): Promise<AdminProductDetailBody | null> {
  const product = await findDeskProduct(db, id);
  if (!product) return null;
  const [options, products] = await Promise.all([listProductOptions(db, id), countGroupBuyProducts(db, product.group_buy_id)]);
  return {
    id, title: product.title, status: product.status, is_adult_only: Number(product.is_adult_only) === 1,
    group_buy: { id: product.group_buy_id, title: product.group_buy_title, brand: product.brand, category: product.category, products },
    shop_path: `/groupbuy/${product.group_buy_id}`,
    options: options.map((o) => ({
      id: o.id, size: o.size, current_price: Number(o.current_price), discount_price: o.discount_price === null ? null : Number(o.discount_price),
      original_price: Number(o.original_price), stock: Number(o.stock), purchase_limit: Number(o.purchase_limit),
    })),
  };
}
