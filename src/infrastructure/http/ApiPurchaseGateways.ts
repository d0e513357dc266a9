import { PurchaseEndpoints as E } from '../../../contract/endpoints/purchase';
import type { Cart, CartGateway, PurchaseCatalog, SubscriptionItem, Tracking, WishListGateway } from '../../application/purchase/ports';
import type { ErrorReporter } from '../../application/shell/ports';
import { hasErrorKind } from '../../domain/errors/clientErrors';
import type { AddToCartAnswer } from '../../domain/purchase/addToCartOutcome';
import { isCartRejectionCode } from '../../domain/purchase/messages';
import type { GroupBuyDetail as Detail, WishList, WishListBrief as Brief } from '../../domain/purchase/GroupBuyDetail';
import type { ApiClient } from './ApiClient';
import { toCart, toGroupBuyDetail, toWishList, toWishListBrief } from './purchaseMappers';

/** GET /v3/shopping/groupbuy/{id} and /v3/shopping/item/{itemId}. */
export class ApiPurchaseCatalog implements PurchaseCatalog {
  constructor(private readonly api: ApiClient) {}

  async groupBuy(id: number): Promise<Detail> {
    return toGroupBuyDetail(await this.api.call(E.groupBuy, { params: { id: String(id) } }));
  }

  async item(itemId: number): Promise<Detail> {
    return toGroupBuyDetail((await this.api.call(E.item, { params: { itemId: String(itemId) } })).group_buy);
  }
}

/** The cart calls of SPEC §7 plus the cart page's. */
export class ApiCartGateway implements CartGateway {
  constructor(private readonly api: ApiClient) {}

  async add(input: { groupId: number; optionId: number; number: number }): Promise<{ answer: AddToCartAnswer; itemIds: number[] }> {
    try {
      const data = await this.api.call(E.addToCart, { body: { group_id: input.groupId, item_id: input.optionId, number: input.number } });
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
    return (await this.api.call(E.cartCount)).shoppingcart_item_ids;
  }

  async load(): Promise<Cart> {
    return toCart(await this.api.call(E.cart));
  }

  async changeQuantity(optionId: number, quantity: number): Promise<Cart> {
    return toCart(await this.api.call(E.changeQuantity, { params: { optionId: String(optionId) }, body: { number: quantity } }));
  }

  async remove(optionId: number): Promise<Cart> {
    return toCart(await this.api.call(E.removeLine, { params: { optionId: String(optionId) } }));
  }
}

const toWire = (items: SubscriptionItem[]) => ({ items: items.map((i) => ({ id: i.id, type: i.type, ...(i.optionId ? { option_id: i.optionId } : {}) })) });

export class ApiWishListGateway implements WishListGateway {
  constructor(private readonly api: ApiClient) {}

  async brief(): Promise<Brief> {
    return toWishListBrief(await this.api.call(E.wishListBrief));
  }

  async load(): Promise<WishList> {
    return toWishList(await this.api.call(E.wishList));
  }

  async follow(items: SubscriptionItem[]): Promise<Brief> {
    return toWishListBrief(await this.api.call(E.follow, { body: toWire(items) }));
  }

  async unfollow(items: SubscriptionItem[]): Promise<Brief> {
    return toWishListBrief(await this.api.call(E.unfollow, { body: toWire(items) }));
  }
}

/** The add-to-cart event goes to the shop's own tracking endpoint; a lost event is reported, never shown. */
export class ApiTracking implements Tracking {
  constructor(private readonly api: ApiClient, private readonly reporter: ErrorReporter) {}

  addedToCart(event: { optionId: number; quantity: number; groupBuyId: number }): void {
    this.api
      .call(E.trackEvent, { body: { event: 'added_to_cart', option_id: event.optionId, quantity: event.quantity, group_buy_id: event.groupBuyId } })
      .catch((error: unknown) => this.reporter.report(error, { action: 'tracking' }));
  }
}
