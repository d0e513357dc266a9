import type { GroupBuyCard } from '../catalog/GroupBuyCard';
import type { Review } from '../catalog/reviews';
import type { ShippingPromise } from '../shipping/shippingPromise';
import type { PanelProduct } from './PurchaseOption';
import type { SizeGuideKind } from './sizeGuides';

/** A group-buy page's content: the card facts (SPEC §5 price rules applied) plus its products. */
export interface GroupBuyDetail {
  card: GroupBuyCard;
  brand: { id: number; name: string };
  branch: { name: string; path: string };
  /** Main then sub category, for breadcrumbs. */
  categories: { id: number; name: string; path: string }[];
  largeImage: string;
  open: boolean;
  startsAt: number;
  endsAt: number;
  events: { title: string; path: string }[];
  products: PanelProduct[];
  /** Running group-buys to offer once this one has ended. */
  similar: GroupBuyCard[];
  /** The description's paragraphs, and the size guide its sizes follow. */
  content: { paragraphs: string[]; sizeGuide: SizeGuideKind | null };
  /** The one shipping promise of the group-buy; null when the shop sent none. */
  shipping: ShippingPromise | null;
  /** The top of the page: stars (null without reviews), review count, 已售 pieces and 跟團人數. */
  figures: PageFigures;
  /** Up to 3: most stars, with a photo first. */
  bestReviews: Review[];
  /** 「適合 6-12 個月」 from the goods' age bands (domain/babyFit); null for goods without an age. */
  ageFit: string | null;
}

export interface PageFigures { rating: number | null; reviewCount: number; soldCount: number; buyerCount: number }

/** SPEC §3 "Wish list brief" as the client reasons about it. */
export interface WishListBrief {
  totalCount: number;
  products: { id: number; optionIds: number[] }[];
  groupBuyIds: number[];
}

export const EMPTY_WISH_LIST: WishListBrief = { totalCount: 0, products: [], groupBuyIds: [] };

export const followedOptionIds = (brief: WishListBrief | null): number[] => brief?.products.flatMap((p) => p.optionIds) ?? [];

/** SPEC §3 "Wish item": a followed product with its subscribed options. */
export interface WishProduct {
  id: number;
  type: 'product';
  title: string;
  image: string;
  groupBuyId: number;
  groupBuyTitle: string;
  subscribedOptions: { id: number; size: string; purchaseLimit: number }[];
}

export interface WishList {
  products: WishProduct[];
  groupBuys: GroupBuyCard[];
}
