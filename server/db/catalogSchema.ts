import type { Generated } from 'kysely';

/** Catalog tables (seeded; ids are fixed by the seed so URLs stay stable). Prices in whole TWD. */
export interface BranchesTable {
  id: number;
  path: string;
  name: string;
  icon: string;
  color: string;
  sort_order: number;
}

/** Category tree: level 1 = main category under a branch, level 2 = sub category. */
export interface CategoriesTable {
  id: number;
  branch_id: number;
  parent_id: number | null;
  level: number;
  name: string;
  slug: string;
  /** Slug path from the branch: `fashion/bodysuits/short-sleeve`. */
  path: string;
  sort_order: number;
}

export interface BrandsTable {
  id: number;
  name: string;
  slug: string;
  country: string;
  description: string;
  color: string;
}

export interface GroupBuysTable {
  id: number;
  branch_id: number;
  brand_id: number;
  category_id: number;
  title: string;
  /** Two-to-four character name drawn on the generated image. */
  short_name: string;
  description: string;
  label: string | null;
  image_path: string;
  like_count: number;
  is_adult_only: number;
  hot_score: number;
  /** open | closed */
  status: string;
  /** Lowest active option price; null = no positive price (shown as 限時優惠價). */
  price: number | null;
  original_price: number | null;
  price_suffix: string | null;
  /** Percent off the original price at `price`, for the discount list. */
  discount_rate: number;
  recommend_rank: number | null;
  starts_at: number;
  ends_at: number;
  created_at: number;
  /** Migration 0043: the card figures, recounted when a review or an order is written (services/catalog/cardStats). */
  review_count: number;
  rating_total: number;
  sold_count: number;
  buyer_count: number;
}

export interface ProductsTable {
  id: number;
  group_buy_id: number;
  title: string;
  /** active | discontinued */
  status: string;
  sort_order: number;
}

export interface OptionsTable {
  id: number;
  product_id: number;
  size: string;
  current_price: number;
  original_price: number;
  discount_price: number | null;
  price_suffix: string | null;
  stock: number;
  /** 0 means sold out (SPEC §3). */
  purchase_limit: number;
  delivery_note: string;
  sort_order: number;
}

export interface EventsTable {
  id: number;
  path: string;
  title: string;
  description: string;
  color: string;
  starts_at: number;
  ends_at: number;
}

export interface OptionEventsTable {
  option_id: number;
  event_id: number;
}

export interface CurationsTable {
  id: number;
  path: string;
  title: string;
  description: string;
  color: string;
  sort_order: number;
}

export interface CurationItemsTable {
  curation_id: number;
  group_buy_id: number;
  sort_order: number;
}

export interface FloorsTable {
  id: number;
  branch_id: number;
  path: string;
  title: string;
  sort_order: number;
}

export interface FloorItemsTable {
  floor_id: number;
  group_buy_id: number;
  sort_order: number;
}

/** Featured lists of /featured-products/{type}: hot, discount, recommend. */
export interface FeaturedItemsTable {
  list_type: string;
  group_buy_id: number;
  rank: number;
}

export interface ReviewsTable {
  id: Generated<number>;
  group_buy_id: number;
  product_id: number;
  member_id: number;
  rating: number;
  body: string;
  created_at: number;
  /** Migration 0012: the order line a member reviewed (null for seeded reviews), how the size fit, the photo. */
  order_line_id: number | null;
  size_fit: string | null;
  photo_id: number | null;
  /** Migration 0027: the credit this review earned (taken back if its line is refunded in full). */
  credit: Generated<number>;
}

export interface CatalogTables {
  branches: BranchesTable;
  categories: CategoriesTable;
  brands: BrandsTable;
  group_buys: GroupBuysTable;
  products: ProductsTable;
  options: OptionsTable;
  events: EventsTable;
  option_events: OptionEventsTable;
  curations: CurationsTable;
  curation_items: CurationItemsTable;
  floors: FloorsTable;
  floor_items: FloorItemsTable;
  featured_items: FeaturedItemsTable;
  reviews: ReviewsTable;
}
