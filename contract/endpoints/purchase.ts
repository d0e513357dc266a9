import { PricedCartBody } from '../checkout';
import { endpoint } from '../endpoint';
import { CartAddResult, CartCount, GroupBuyDetail, ItemDetail, WishListBody, WishListBrief } from '../purchase';
import {
  AddToCartRequest, CartQuantityRequest, GroupBuyIdParams, ItemIdParams, OptionIdParams, SubscriptionRequest, TrackingEventRequest,
} from '../purchaseRequests';

/** Group-buy and item detail, the cart, the wish list and the add-to-cart tracking event (SPEC §7). */
export const PurchaseEndpoints = {
  groupBuy: endpoint({
    method: 'GET', path: '/v3/shopping/groupbuy/:id', summary: '團購詳情', access: 'public',
    params: GroupBuyIdParams, response: GroupBuyDetail, errors: [404],
  }),
  item: endpoint({
    method: 'GET', path: '/v3/shopping/item/:itemId', summary: '商品所屬團購', access: 'public',
    params: ItemIdParams, response: ItemDetail, errors: [404],
  }),
  trackEvent: endpoint({
    method: 'POST', path: '/v1/tracking/events', summary: '追蹤事件 (沒有內容的回應)', access: 'caller',
    body: TrackingEventRequest, status: 204,
  }),
  addToCart: endpoint({
    method: 'POST', path: '/v3/shoppingcart', summary: '加入購物車 (不能買時 400 CART_*)', access: 'member',
    body: AddToCartRequest, response: CartAddResult,
  }),
  cartCount: endpoint({ method: 'GET', path: '/v2/shoppingcart/count', summary: '購物車件數', access: 'member', response: CartCount }),
  cart: endpoint({ method: 'GET', path: '/v2/shoppingcart', summary: '購物車 (分組、促銷、運費、不可購買的品項)', access: 'member', response: PricedCartBody }),
  changeQuantity: endpoint({
    method: 'PATCH', path: '/v2/shoppingcart/items/:optionId', summary: '改數量', access: 'member',
    params: OptionIdParams, body: CartQuantityRequest, response: PricedCartBody, errors: [404],
  }),
  removeLine: endpoint({
    method: 'DELETE', path: '/v2/shoppingcart/items/:optionId', summary: '移除品項 (冪等)', access: 'member',
    params: OptionIdParams, response: PricedCartBody,
  }),
  wishListBrief: endpoint({ method: 'GET', path: '/api/v1/wishlist/brief', summary: '追蹤清單摘要', access: 'member', response: WishListBrief }),
  wishList: endpoint({ method: 'GET', path: '/api/v1/wishlist', summary: '追蹤清單', access: 'member', response: WishListBody }),
  follow: endpoint({
    method: 'POST', path: '/v4/subscription', summary: '追蹤商品或團購', access: 'member',
    body: SubscriptionRequest, response: WishListBrief, errors: [404],
  }),
  unfollow: endpoint({
    method: 'DELETE', path: '/v4/subscription', summary: '取消追蹤', access: 'member',
    body: SubscriptionRequest, response: WishListBrief,
  }),
};
