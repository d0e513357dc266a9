import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '../../../contract/common';
import type { PricedCartBody } from '../../../contract/checkout';
import { PurchaseErrorCode, type CartAddResult, type CartCount, type GroupBuyDetail, type ItemDetail, type WishListBody, type WishListBrief } from '../../../contract/purchase';
import {
  AddToCartRequest, CartQuantityRequest, GroupBuyIdParams, ItemIdParams, OptionIdParams, SubscriptionRequest, TrackingEventRequest,
} from '../../../contract/purchaseRequests';
import { CART_REJECTION_MESSAGES, PurchaseMessages } from '../../../src/domain/purchase/messages';
import type { AppContext } from '../../context';
import { addToCart, cartItemIds, changeQuantity, loadCart, removeLine, type CartRejection } from '../../services/purchase/cart';
import { groupBuyDetail, groupBuyIdOfProduct } from '../../services/purchase/groupBuyDetail';
import { trackServerEvent } from '../../services/tracking/track';
import { follow, itemsExist, unfollow, wishList, wishListBrief } from '../../services/purchase/wishList';
import { identifyCaller, requireMember } from '../authContext';
import { HttpError, notFound } from '../errors';
import { parseInput } from '../validation';

const rejected = (code: CartRejection) => new HttpError(400, code, CART_REJECTION_MESSAGES[code]);

/** Group-buy and item detail, the cart, the wish list and the add-to-cart tracking event. */
export function purchaseRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/v3/shopping/groupbuy/:id', async (request): Promise<{ data: GroupBuyDetail }> => {
    const { id } = parseInput(GroupBuyIdParams, request.params);
    const detail = await groupBuyDetail(ctx.db, id, ctx.now());
    if (!detail) throw notFound();
    return { data: detail };
  });

  app.get('/v3/shopping/item/:itemId', async (request): Promise<{ data: ItemDetail }> => {
    const { itemId } = parseInput(ItemIdParams, request.params);
    const groupBuyId = await groupBuyIdOfProduct(ctx.db, itemId);
    const detail = groupBuyId === null ? null : await groupBuyDetail(ctx.db, groupBuyId, ctx.now());
    if (!detail) throw notFound();
    return { data: { item_id: itemId, group_buy: detail } };
  });

  cartRoutes(app, ctx);
  wishListRoutes(app, ctx);

  app.post('/v1/tracking/events', async (request, reply) => {
    const body = parseInput(TrackingEventRequest, request.body);
    const caller = await identifyCaller(ctx, request);
    const { event, ...payload } = body;
    await ctx.db.insertInto('tracking_events').values({ member_id: caller.member?.id ?? null, event, payload: JSON.stringify(payload), created_at: ctx.now() }).execute();
    return reply.code(204).send();
  });
}

function cartRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/v3/shoppingcart', async (request): Promise<{ data: CartAddResult }> => {
    const member = await requireMember(ctx, request);
    const body = parseInput(AddToCartRequest, request.body);
    const outcome = await addToCart(ctx.db, member.id, { groupId: body.group_id, optionId: body.item_id, number: body.number }, ctx.now());
    if (outcome.kind === 'rejected') throw rejected(outcome.code);
    if (outcome.kind === 'added') await trackServerEvent(ctx, request, 'add_to_cart', member.id, { option_id: body.item_id, quantity: body.number });
    return { data: { message_code: outcome.kind === 'added' ? 'ADDED' : 'UNCHANGED_QTY', item_ids: outcome.itemIds } };
  });

  app.get('/v2/shoppingcart/count', async (request): Promise<{ data: CartCount }> => {
    const member = await requireMember(ctx, request);
    return { data: { shoppingcart_item_ids: await cartItemIds(ctx.db, member.id) } };
  });

  app.get('/v2/shoppingcart', async (request): Promise<{ data: PricedCartBody }> => {
    const member = await requireMember(ctx, request);
    return { data: await loadCart(ctx.db, member.id) };
  });

  app.patch('/v2/shoppingcart/items/:optionId', async (request): Promise<{ data: PricedCartBody }> => {
    const member = await requireMember(ctx, request);
    const { optionId } = parseInput(OptionIdParams, request.params);
    const { number } = parseInput(CartQuantityRequest, request.body);
    const outcome = await changeQuantity(ctx.db, member.id, optionId, number, ctx.now());
    if (outcome.kind === 'not-in-cart') throw new HttpError(404, ErrorCode.NOT_FOUND, PurchaseMessages.LINE_NOT_IN_CART);
    if (outcome.kind === 'rejected') throw rejected(outcome.code);
    if (outcome.kind === 'over-limit') throw new HttpError(400, PurchaseErrorCode.CART_QUANTITY_OVER_LIMIT, PurchaseMessages.QUANTITY_OVER_LIMIT);
    return { data: await loadCart(ctx.db, member.id) };
  });

  app.delete('/v2/shoppingcart/items/:optionId', async (request): Promise<{ data: PricedCartBody }> => {
    const member = await requireMember(ctx, request);
    const { optionId } = parseInput(OptionIdParams, request.params);
    await removeLine(ctx.db, member.id, optionId);
    return { data: await loadCart(ctx.db, member.id) };
  });
}

function wishListRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/v1/wishlist/brief', async (request): Promise<{ data: WishListBrief }> => {
    const member = await requireMember(ctx, request);
    return { data: await wishListBrief(ctx.db, member.id) };
  });

  app.get('/api/v1/wishlist', async (request): Promise<{ data: WishListBody }> => {
    const member = await requireMember(ctx, request);
    return { data: await wishList(ctx.db, member.id) };
  });

  app.post('/v4/subscription', async (request): Promise<{ data: WishListBrief }> => {
    const member = await requireMember(ctx, request);
    const { items } = parseInput(SubscriptionRequest, request.body);
    if (!(await itemsExist(ctx.db, items))) throw new HttpError(404, ErrorCode.NOT_FOUND, PurchaseMessages.SUBSCRIPTION_TARGET_MISSING);
    await follow(ctx.db, member.id, items, ctx.now());
    return { data: await wishListBrief(ctx.db, member.id) };
  });

  app.delete('/v4/subscription', async (request): Promise<{ data: WishListBrief }> => {
    const member = await requireMember(ctx, request);
    const { items } = parseInput(SubscriptionRequest, request.body);
    await unfollow(ctx.db, member.id, items);
    return { data: await wishListBrief(ctx.db, member.id) };
  });
}
