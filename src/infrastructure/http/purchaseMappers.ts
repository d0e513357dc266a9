import { toReview } from './catalogPageMappers';
import type { z } from 'zod/mini';
import type { CartPricingBody } from '../../../contract/checkout';
import type { CartBody, GroupBuyDetail as GroupBuyBody, OptionBody, ProductBody, WishListBody, WishListBrief as BriefBody } from '../../../contract/purchase';
import type { Cart } from '../../application/purchase/ports';
import { toGroupBuyCard } from '../../domain/catalog/GroupBuyCard';
import { fitLabel } from '../../domain/babyFit/ageFit';
import type { GroupBuyDetail, WishList, WishListBrief } from '../../domain/purchase/GroupBuyDetail';
import { defaultOptionOf, preselectedOption, sizesDiffer, unitPrice, type PanelProduct, type PurchaseOption } from '../../domain/purchase/PurchaseOption';
import { isSizeGuideKind, type SizeGuideKind } from '../../domain/purchase/sizeGuides';
import { toPricedGroup, toSummary } from './checkoutMappers';
import { toCard } from './mappers';

/** Wire shapes of contract/purchase.ts to the buying domain. */
export const toOption = (body: OptionBody): PurchaseOption => ({
  id: body.id,
  size: body.size,
  purchaseLimit: body.purchase_limit,
  price: { discountPrice: body.price.discount_price, currentPrice: body.price.current_price, originalPrice: body.price.original_price, suffix: body.price.suffix },
  deliverInfo: { description: body.deliverInfo.description },
  events: body.events,
});

function toPanelProduct(group: GroupBuyBody, body: ProductBody): PanelProduct {
  const options = body.options.map(toOption);
  const shown = defaultOptionOf(options);
  const prices = new Set(options.map(unitPrice));
  const price = shown ? unitPrice(shown) : null;
  return {
    itemId: body.id,
    title: body.title,
    brand: group.brand.name,
    imageUrl: group.images.large,
    groupId: group.id,
    price: price !== null && price > 0 ? price : null,
    events: [...new Set(options.flatMap((o) => o.events))],
    options,
    defaultOption: preselectedOption(options),
    hasMultipleSizes: sizesDiffer(options),
    currentPricePrefix: prices.size > 1 ? '單價' : null,
    categorySet: {
      branch_category: { name: group.branch.name },
      main_category: { name: group.categories[0]?.name ?? '' },
      sub_category: { name: group.categories.at(-1)?.name ?? '' },
    },
    discontinued: body.status !== 'active' || group.status !== 'open',
    specs: body.specs ?? [],
    sizeGuide: sizeGuideOf(group),
  };
}

const sizeGuideOf = (group: GroupBuyBody): SizeGuideKind | null =>
  (isSizeGuideKind(group.content?.size_guide) ? group.content.size_guide : null);

export const toGroupBuyDetail = (body: GroupBuyBody): GroupBuyDetail => ({
  card: toGroupBuyCard({
    id: body.id, url: `/groupbuy/${body.id}`, title: body.title, desc: body.description, label: body.label, price: body.price,
    originalPrice: body.original_price, priceSuffix: body.price_suffix, image: body.images.medium, likeCount: body.like_count, isAdultOnly: body.is_adult_only,
  }),
  brand: body.brand,
  branch: body.branch,
  categories: body.categories,
  largeImage: body.images.large,
  open: body.status === 'open',
  startsAt: body.starts_at,
  endsAt: body.ends_at,
  events: body.events,
  products: body.products.map((p) => toPanelProduct(body, p)),
  similar: body.similar.map(toCard),
  content: { paragraphs: body.content?.paragraphs ?? [], sizeGuide: sizeGuideOf(body) },
  shipping: body.shipping ?? null,
  figures: {
    rating: body.stats?.rating ?? null, reviewCount: body.stats?.review_count ?? 0, soldCount: body.stats?.sold_count ?? 0, buyerCount: body.stats?.buyer_count ?? 0,
  },
  bestReviews: (body.best_reviews ?? []).map(toReview),
  ageFit: fitLabel(body.ages ?? []),
});

/** GET /v2/shoppingcart (and the answers of PATCH/DELETE on a line): the cart's lines plus the checkout pricing. */
export type PricedCartBody = CartBody & z.infer<typeof CartPricingBody>;

/** A line the pricing left out takes its status from there ('ended' is known only to the pricing) and its reason. */
export const toCart = (body: PricedCartBody): Cart => {
  const unavailable = new Map(body.unavailable.map((u) => [u.option_id, u]));
  return {
    total: body.total,
    lines: body.lines.map((l) => {
      const out = unavailable.get(l.option_id);
      return {
        optionId: l.option_id, productId: l.product_id, groupBuyId: l.group_buy_id, groupBuyTitle: l.group_buy_title, productTitle: l.product_title,
        size: l.size, image: l.image, unitPrice: l.unit_price, quantity: l.quantity, purchaseLimit: out ? 0 : l.purchase_limit,
        status: out?.status ?? l.status, reason: out?.reason ?? null,
      };
    }),
    groups: body.groups.map(toPricedGroup),
    summary: toSummary(body.summary),
  };
};

export const toWishListBrief = (body: BriefBody): WishListBrief => ({
  totalCount: body.total_count,
  products: body.products.map((p) => ({ id: p.id, optionIds: p.option_ids })),
  groupBuyIds: body.groupbuy_ids,
});

export const toWishList = (body: WishListBody): WishList => ({
  products: body.products.map((p) => ({
    id: p.id, type: 'product', title: p.title, image: p.image, groupBuyId: p.group_buy_id, groupBuyTitle: p.group_buy_title,
    subscribedOptions: p.subscribedOptions.map((o) => ({ id: o.id, size: o.size, purchaseLimit: o.purchase_limit })),
  })),
  groupBuys: body.groupbuys.map(toCard),
});
