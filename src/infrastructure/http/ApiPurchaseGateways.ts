import type { AxiosInstance } from 'axios';
import { z } from 'zod/mini';
import { CartPricingBody } from '../../../contract/checkout';
import { envelope } from '../../../contract/common';
import { CartAddResult, CartBody, CartCount, GroupBuyDetail, ItemDetail, WishListBody, WishListBrief } from '../../../contract/purchase';
import type { Cart, CartGateway, PurchaseCatalog, SubscriptionItem, Tracking, WishListGateway } from '../../application/purchase/ports';
import type { ErrorReporter } from '../../application/shell/ports';
import { hasErrorKind } from '../../domain/errors/clientErrors';
import type { AddToCartAnswer } from '../../domain/purchase/addToCartOutcome';
import { isCartRejectionCode } from '../../domain/purchase/messages';
import type { GroupBuyDetail as Detail, WishList, WishListBrief as Brief } from '../../domain/purchase/GroupBuyDetail';
import { toCart, toGroupBuyDetail, toWishList, toWishListBrief } from './purchaseMappers';

const GroupBuyResponse = envelope(GroupBuyDetail);
const ItemResponse = envelope(ItemDetail);
const AddResponse = envelope(CartAddResult);
const CountResponse = envelope(CartCount);
/** The cart with the checkout pricing the server adds to it (groups, summary, unavailable). */
const CartResponse = envelope(z.extend(CartBody, CartPricingBody.shape));
const BriefResponse = envelope(WishListBrief);
const WishListResponse = envelope(WishListBody);

/** GET /v3/shopping/groupbuy/{id} and /v3/shopping/item/{itemId}. */
export class AxiosPurchaseCatalog implements PurchaseCatalog {
  constructor(private readonly http: AxiosInstance) {}

  async groupBuy(id: number): Promise<Detail> {
    return toGroupBuyDetail(GroupBuyResponse.parse((await this.http.get(`/v3/shopping/groupbuy/${id}`)).data).data);
  }

  async item(itemId: number): Promise<Detail> {
    return toGroupBuyDetail(ItemResponse.parse((await this.http.get(`/v3/shopping/item/${itemId}`)).data).data.group_buy);
  }
}

/** The cart calls of SPEC §7 plus the cart page's. */
export class AxiosCartGateway implements CartGateway {
  constructor(private readonly http: AxiosInstance) {}

  async add(input: { groupId: number; optionId: number; number: number }): Promise<{ answer: AddToCartAnswer; itemIds: number[] }> {
    try {
      const response = await this.http.post('/v3/shoppingcart', { group_id: input.groupId, item_id: input.optionId, number: input.number });
      const data = AddResponse.parse(response.data).data;
      return { answer: { kind: data.message_code === 'ADDED' ? 'added' : 'unchanged-qty' }, itemIds: data.item_ids };
    } catch (error) {
      // The 400s of SPEC §8 are answers, not failures.
      if (hasErrorKind(error, 'api') && error.status === 400 && isCartRejectionCode(error.code)) {
        return { answer: { kind: 'rejected', code: error.code }, itemIds: await this.itemIds() };
      }
      throw error;
    }
  }

  async itemIds(): Promise<number[]> {
    return CountResponse.parse((await this.http.get('/v2/shoppingcart/count')).data).data.shoppingcart_item_ids;
  }

  async load(): Promise<Cart> {
    return toCart(CartResponse.parse((await this.http.get('/v2/shoppingcart')).data).data);
  }

  async changeQuantity(optionId: number, quantity: number): Promise<Cart> {
    return toCart(CartResponse.parse((await this.http.patch(`/v2/shoppingcart/items/${optionId}`, { number: quantity })).data).data);
  }

  async remove(optionId: number): Promise<Cart> {
    return toCart(CartResponse.parse((await this.http.delete(`/v2/shoppingcart/items/${optionId}`)).data).data);
  }
}

const toWire = (items: SubscriptionItem[]) => ({ items: items.map((i) => ({ id: i.id, type: i.type, ...(i.optionId ? { option_id: i.optionId } : {}) })) });

export class AxiosWishListGateway implements WishListGateway {
  constructor(private readonly http: AxiosInstance) {}

  async brief(): Promise<Brief> {
    return toWishListBrief(BriefResponse.parse((await this.http.get('/api/v1/wishlist/brief')).data).data);
  }

  async load(): Promise<WishList> {
    return toWishList(WishListResponse.parse((await this.http.get('/api/v1/wishlist')).data).data);
  }

  async follow(items: SubscriptionItem[]): Promise<Brief> {
    return toWishListBrief(BriefResponse.parse((await this.http.post('/v4/subscription', toWire(items))).data).data);
  }

  async unfollow(items: SubscriptionItem[]): Promise<Brief> {
    return toWishListBrief(BriefResponse.parse((await this.http.delete('/v4/subscription', { data: toWire(items) })).data).data);
  }
}

/** The add-to-cart event goes to the shop's own tracking endpoint; a lost event is reported, never shown. */
export class AxiosTracking implements Tracking {
  constructor(private readonly http: AxiosInstance, private readonly reporter: ErrorReporter) {}

  addedToCart(event: { optionId: number; quantity: number; groupBuyId: number }): void {
    this.http
      .post('/v1/tracking/events', { event: 'added_to_cart', option_id: event.optionId, quantity: event.quantity, group_buy_id: event.groupBuyId })
      .catch((error: unknown) => this.reporter.report(error, { action: 'tracking' }));
  }
}
