/** SPEC §3 "Group-buy card": what a card shows, after the price rules of SPEC §5. */
export interface GroupBuyCard {
  id: number;
  url: string;
  image: string | null;
  title: string;
  description: string;
  label: string | null;
  /** null when the price is hidden (missing or ≤ 0): priceSpecialText shows instead. */
  price: number | null;
  /** Only when it differs from price. */
  originalPrice: number | null;
  priceSpecialText: string | null;
  /** Only when above zero. */
  likeCount: number | null;
  priceSuffix: string | null;
  isAdultOnly: boolean;
  /** When the deal runs (epoch ms), for the card's countdown; absent where a list does not send it. */
  window?: CardWindow | null;
  /** The group-buy's shipping promise (domain/shipping), where the list sends it. */
  shippingPromise?: string | null;
  /** The stars' average and the review count; null without reviews. */
  rating?: CardRating | null;
  /** 跟團人數; null at 0. */
  buyerCount?: number | null;
}

export interface CardRating { average: number; count: number }

export interface CardWindow { startsAt: number; endsAt: number }

export const LIMITED_TIME_PRICE_TEXT = '限時優惠價';

export interface GroupBuyCardSource {
  id: number;
  url: string;
  title: string;
  desc: string;
  label: string | null;
  price: number | null | undefined;
  originalPrice: number | null | undefined;
  priceSuffix: string | null;
  image: string | null;
  likeCount: number;
  isAdultOnly: boolean;
  window?: CardWindow | null;
  shippingPromise?: string | null;
  rating?: number | null;
  reviewCount?: number;
  buyerCount?: number;
}

/** Applies SPEC §5: hide a missing or non-positive price, drop an equal original price, hide zero likes. */
export function toGroupBuyCard(source: GroupBuyCardSource): GroupBuyCard {
  const price = typeof source.price === 'number' && source.price > 0 ? source.price : null;
  const originalPrice =
    price !== null && typeof source.originalPrice === 'number' && source.originalPrice !== price
      ? source.originalPrice
      : null;
  return {
    id: source.id,
    url: source.url,
    image: source.image,
    title: source.title,
    description: source.desc,
    label: source.label,
    price,
    originalPrice,
    priceSpecialText: price === null ? LIMITED_TIME_PRICE_TEXT : null,
    likeCount: source.likeCount > 0 ? source.likeCount : null,
    priceSuffix: source.priceSuffix,
    isAdultOnly: source.isAdultOnly,
    window: source.window ?? null,
    shippingPromise: source.shippingPromise,
    rating: typeof source.rating === 'number' && (source.reviewCount ?? 0) > 0 ? { average: source.rating, count: source.reviewCount! } : null,
    buyerCount: (source.buyerCount ?? 0) > 0 ? source.buyerCount! : null,
  };
}
