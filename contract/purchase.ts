import { z } from 'zod/mini';
import { GroupBuyListProduct } from './catalog';
import { Review } from './catalogPages';
import { AGE_VALUES } from './mall';

/** Response shapes of the buying calls (group-buy and item detail, cart, wish list). Prices in whole TWD. */

export const OptionBody = z.object({
  id: z.int(),
  size: z.string(),
  /** Effective: the lower of the purchase limit and the stock; 0 = sold out. */
  purchase_limit: z.int(),
  price: z.object({
    discount_price: z.nullable(z.int()),
    current_price: z.int(),
    original_price: z.int(),
    suffix: z.nullable(z.string()),
  }),
  deliverInfo: z.object({ description: z.string() }),
  events: z.array(z.string()),
});
export type OptionBody = z.infer<typeof OptionBody>;

export const ProductBody = z.object({
  id: z.int(),
  title: z.string(),
  /** active | discontinued */
  status: z.string(),
  options: z.array(OptionBody),
  /** The 規格 table, in order. */
  specs: z.optional(z.array(z.object({ label: z.string(), value: z.string() }))),
});
export type ProductBody = z.infer<typeof ProductBody>;

const NamedPath = z.object({ name: z.string(), path: z.string() });
const Category = z.object({ id: z.int(), name: z.string(), path: z.string() });

/** GET /v3/shopping/groupbuy/{id}. */
export const GroupBuyDetail = z.object({
  id: z.int(),
  title: z.string(),
  description: z.string(),
  brand: z.object({ id: z.int(), name: z.string() }),
  branch: NamedPath,
  /** Main then sub category, for breadcrumbs. */
  categories: z.array(Category),
  images: z.object({ medium: z.string(), large: z.string() }),
  label: z.nullable(z.string()),
  like_count: z.int(),
  is_adult_only: z.boolean(),
  /** open | closed */
  status: z.string(),
  price: z.nullable(z.int()),
  original_price: z.nullable(z.int()),
  price_suffix: z.nullable(z.string()),
  /** The deal window, epoch ms: buyable from starts_at until ends_at. */
  starts_at: z.number(),
  ends_at: z.number(),
  events: z.array(z.object({ title: z.string(), path: z.string() })),
  products: z.array(ProductBody),
  /** Running group-buys like this one, filled only once it has ended (already 已結束 when served). */
  similar: z.array(GroupBuyListProduct),
  /** The description's paragraphs and the size guide (diaper | clothing | shoes | maternity | bottle) its sizes follow. */
  content: z.optional(z.object({ paragraphs: z.array(z.string()), size_guide: z.nullable(z.string()) })),
  /** The one shipping promise (domain/shipping): `promise` is the line every page shows; `fees` the delivery fees. */
  shipping: z.optional(z.object({ promise: z.string(), dispatch: z.string(), free: z.string(), fees: z.string() })),
  /** The top of the page: the stars' average (one decimal, null without reviews), review count, 已售 pieces and 跟團人數. */
  stats: z.optional(z.object({ rating: z.nullable(z.number()), review_count: z.int(), sold_count: z.int(), buyer_count: z.int() })),
  /** Up to 3 reviews: most stars, with a photo first. */
  best_reviews: z.optional(z.array(Review)),
  /** The age bands its goods suit (the catalog's age tags, as the mall's age filter reads them): 「適合 6-12 個月」. */
  ages: z.optional(z.array(z.enum(AGE_VALUES))),
});
export type GroupBuyDetail = z.infer<typeof GroupBuyDetail>;

/** GET /v3/shopping/item/{itemId}: one product, inside its group-buy. */
export const ItemDetail = z.object({ item_id: z.int(), group_buy: GroupBuyDetail });
export type ItemDetail = z.infer<typeof ItemDetail>;

/** POST /v3/shoppingcart (SPEC §7). */
export const CartAddResult = z.object({
  message_code: z.enum(['ADDED', 'UNCHANGED_QTY']),
  item_ids: z.array(z.int()),
});
export type CartAddResult = z.infer<typeof CartAddResult>;

/** GET /v2/shoppingcart/count: option ids of the lines. */
export const CartCount = z.object({ shoppingcart_item_ids: z.array(z.int()) });
export type CartCount = z.infer<typeof CartCount>;

export const CartLineBody = z.object({
  option_id: z.int(),
  product_id: z.int(),
  group_buy_id: z.int(),
  group_buy_title: z.string(),
  product_title: z.string(),
  size: z.string(),
  image: z.string(),
  unit_price: z.int(),
  quantity: z.int(),
  purchase_limit: z.int(),
  subtotal: z.int(),
  /** ok | sold_out | discontinued */
  status: z.enum(['ok', 'sold_out', 'discontinued']),
});
export type CartLineBody = z.infer<typeof CartLineBody>;

/** GET /v2/shoppingcart (also the answer of PATCH/DELETE on a line). */
export const CartBody = z.object({ lines: z.array(CartLineBody), total: z.int() });
export type CartBody = z.infer<typeof CartBody>;

/** GET /api/v1/wishlist/brief (SPEC §3 "Wish list brief"). */
export const WishListBrief = z.object({
  total_count: z.int(),
  products: z.array(z.object({ id: z.int(), option_ids: z.array(z.int()) })),
  groupbuy_ids: z.array(z.int()),
});
export type WishListBrief = z.infer<typeof WishListBrief>;

export const WishProductBody = z.object({
  id: z.int(),
  type: z.literal('product'),
  title: z.string(),
  image: z.string(),
  group_buy_id: z.int(),
  group_buy_title: z.string(),
  /** The options followed; empty when the whole product is followed. */
  subscribedOptions: z.array(z.object({ id: z.int(), size: z.string(), purchase_limit: z.int() })),
});
export type WishProductBody = z.infer<typeof WishProductBody>;

/** GET /api/v1/wishlist: the tracking list page. */
export const WishListBody = z.object({
  products: z.array(WishProductBody),
  groupbuys: z.array(GroupBuyListProduct),
});
export type WishListBody = z.infer<typeof WishListBody>;

/** Codes this area adds, in the shape of SPEC §8. */
export const PurchaseErrorCode = {
  CART_QUANTITY_OVER_LIMIT: 'CART_QUANTITY_OVER_LIMIT',
} as const;

export const SUBSCRIPTION_TYPES = ['product', 'groupbuy'] as const;
