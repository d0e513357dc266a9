import { ErrorCode } from '../../../contract/common';
import { PurchaseEndpoints as E } from '../../../contract/endpoints/purchase';
import { PurchaseErrorCode } from '../../../contract/purchase';
import { CART_REJECTION_MESSAGES, PurchaseMessages } from '../../../src/domain/purchase/messages';
import type { AppContext } from '../../context';
import { handle, ok, refuse, type Handling } from '../../api/handler';
import { HttpError, notFound } from '../../api/errors';
import { trackServerEvent } from '../tracking/track';
import { addToCart, cartItemIds, changeQuantity, loadCart, removeLine, type CartRejection } from './cart';
import { groupBuyDetail, groupBuyIdOfProduct } from './groupBuyDetail';
import { recordTrackingEvent } from './trackedEvents';
import { follow, itemsExist, unfollow, wishList, wishListBrief } from './wishList';

const rejected = (code: CartRejection) => refuse(new HttpError(400, code, CART_REJECTION_MESSAGES[code]));

/** Group-buy and item detail, the cart, the wish list and the add-to-cart tracking event. */
export const purchaseHandlers = (ctx: AppContext): Handling[] => [
  handle(E.groupBuy, async (_caller, { params }) => {
    const detail = await groupBuyDetail(ctx.db, params.id, ctx.now());
    return detail ? ok(detail) : refuse(notFound());
  }),
  handle(E.item, async (_caller, { params }) => {
    const groupBuyId = await groupBuyIdOfProduct(ctx.db, params.itemId);
    const detail = groupBuyId === null ? null : await groupBuyDetail(ctx.db, groupBuyId, ctx.now());
    return detail ? ok({ item_id: params.itemId, group_buy: detail }) : refuse(notFound());
  }),
  handle(E.trackEvent, async (caller, { body: { event, ...payload } }) => {
    await recordTrackingEvent(ctx.db, { memberId: caller.member?.id ?? null, event, payload, now: ctx.now() });
    return ok(undefined);
  }),
  ...cartHandlers(ctx),
  ...wishListHandlers(ctx),
];

const cartHandlers = (ctx: AppContext): Handling[] => [
  handle(E.addToCart, async ({ member, request }, { body }) => {
    const outcome = await addToCart(ctx.db, member.id, { groupId: body.group_id, optionId: body.item_id, number: body.number }, ctx.now());
    if (outcome.kind === 'rejected') return rejected(outcome.code);
    if (outcome.kind === 'added') {
      await trackServerEvent(ctx, request, { name: 'add_to_cart', path: E.addToCart.path }, member.id, { option_id: body.item_id, quantity: body.number });
    }
    return ok({ message_code: outcome.kind === 'added' ? 'ADDED' : 'UNCHANGED_QTY', item_ids: outcome.itemIds });
  }),
  handle(E.cartCount, async ({ member }) => ok({ shoppingcart_item_ids: await cartItemIds(ctx.db, member.id) })),
  handle(E.cart, async ({ member }) => ok(await loadCart(ctx.db, member.id))),
  handle(E.changeQuantity, async ({ member }, { params, body }) => {
    const outcome = await changeQuantity(ctx.db, member.id, params.optionId, body.number, ctx.now());
    if (outcome.kind === 'not-in-cart') return refuse(new HttpError(404, ErrorCode.NOT_FOUND, PurchaseMessages.LINE_NOT_IN_CART));
    if (outcome.kind === 'rejected') return rejected(outcome.code);
    if (outcome.kind === 'over-limit') return refuse(new HttpError(400, PurchaseErrorCode.CART_QUANTITY_OVER_LIMIT, PurchaseMessages.QUANTITY_OVER_LIMIT));
    return ok(await loadCart(ctx.db, member.id));
  }),
  handle(E.removeLine, async ({ member }, { params }) => {
    await removeLine(ctx.db, member.id, params.optionId);
    return ok(await loadCart(ctx.db, member.id));
  }),
];

const wishListHandlers = (ctx: AppContext): Handling[] => [
  handle(E.wishListBrief, async ({ member }) => ok(await wishListBrief(ctx.db, member.id))),
  handle(E.wishList, async ({ member }) => ok(await wishList(ctx.db, member.id))),
  handle(E.follow, async ({ member }, { body }) => {
    if (!(await itemsExist(ctx.db, body.items))) return refuse(new HttpError(404, ErrorCode.NOT_FOUND, PurchaseMessages.SUBSCRIPTION_TARGET_MISSING));
    await follow(ctx.db, member.id, body.items, ctx.now());
    return ok(await wishListBrief(ctx.db, member.id));
  }),
  handle(E.unfollow, async ({ member }, { body }) => {
    await unfollow(ctx.db, member.id, body.items);
    return ok(await wishListBrief(ctx.db, member.id));
  }),
];
