import { TrackingEventRequest } from '../../../contract/purchaseRequests';
import type { Cart, CartGateway, PurchaseCatalog, SubscriptionItem, Tracking, WishListGateway } from '../../application/purchase/ports';
import type { LineStatus } from '../../domain/checkout/checkoutView';
import { DEFAULT_FREE_SHIPPING_FROM } from '../../domain/checkout/delivery';
import { CheckoutMessages } from '../../domain/checkout/messages';
import { priceCheckout } from '../../domain/checkout/pricing';
import type { Promotion } from '../../domain/checkout/promotions';
import { ApiError, NotFoundError, ParameterError } from '../../domain/errors/clientErrors';
import type { AddToCartAnswer } from '../../domain/purchase/addToCartOutcome';
import { cartTotal, isBuyable, isQuantityAllowed, type CartLine } from '../../domain/purchase/cart';
import { admitToCart, quantityAfterAdd } from '../../domain/purchase/cartAdmission';
import { dealPhase } from '../../domain/purchase/dealWindow';
import { PurchaseMessages } from '../../domain/purchase/messages';
import type { GroupBuyDetail, WishList, WishListBrief } from '../../domain/purchase/GroupBuyDetail';
import { unitPrice, type PanelProduct, type PurchaseOption } from '../../domain/purchase/PurchaseOption';

/** Group-buys in memory, for tests and specs. */
export class InMemoryPurchaseCatalog implements PurchaseCatalog {
  readonly groupBuys = new Map<number, GroupBuyDetail>();

  with(detail: GroupBuyDetail): this {
    this.groupBuys.set(detail.card.id, detail);
    return this;
  }

  find(optionId: number): { groupBuy: GroupBuyDetail; product: PanelProduct; option: PurchaseOption } | null {
    for (const groupBuy of this.groupBuys.values())
      for (const product of groupBuy.products)
        for (const option of product.options) if (option.id === optionId) return { groupBuy, product, option };
    return null;
  }

  async groupBuy(id: number): Promise<GroupBuyDetail> {
    const found = this.groupBuys.get(id);
    if (!found) throw new NotFoundError();
    return found;
  }

  async item(itemId: number): Promise<GroupBuyDetail> {
    const found = [...this.groupBuys.values()].find((g) => g.products.some((p) => p.itemId === itemId));
    if (!found) throw new NotFoundError();
    return found;
  }
}

/** The cart server's rules (SPEC §7/§8) over the in-memory catalog. `failWith` makes every call throw. */
export class InMemoryCartGateway implements CartGateway {
  readonly lines = new Map<number, number>();
  /** Each group-buy's promotions (by group-buy id), priced the way the shop prices them. */
  readonly promotions = new Map<number, Promotion[]>();
  failWith: Error | null = null;
  /** Resolve later (to test a second tap while pending). */
  hold: Promise<void> | null = null;

  constructor(private readonly catalog: InMemoryPurchaseCatalog, private readonly now: () => number = () => Date.now()) {}

  async add(input: { groupId: number; optionId: number; number: number }): Promise<{ answer: AddToCartAnswer; itemIds: number[] }> {
    if (this.hold) await this.hold;
    if (this.failWith) throw this.failWith;
    const found = this.catalog.find(input.optionId);
    const answer = (kind: AddToCartAnswer) => ({ answer: kind, itemIds: [...this.lines.keys()] });
    const admission = admitToCart(found && {
      startsAt: found.groupBuy.startsAt, endsAt: found.groupBuy.endsAt,
      discontinued: found.product.discontinued || !found.groupBuy.open, limit: found.option.purchaseLimit,
    }, this.now());
    if (!admission.admitted) return answer({ kind: 'rejected', code: admission.code });
    const quantity = quantityAfterAdd(this.lines.get(input.optionId) ?? 0, input.number, admission.limit);
    if (quantity === null) return answer({ kind: 'unchanged-qty' });
    this.lines.set(input.optionId, quantity);
    return answer({ kind: 'added' });
  }

  async itemIds(): Promise<number[]> {
    return [...this.lines.keys()];
  }

  async load(): Promise<Cart> {
    if (this.failWith) throw this.failWith;
    const lines = [...this.lines].flatMap(([optionId, quantity]) => this.line(optionId, quantity));
    return { lines, total: cartTotal(lines), ...this.pricing(lines) };
  }

  private line(optionId: number, quantity: number): CartLine[] {
    const found = this.catalog.find(optionId);
    if (!found) return [];
    const { groupBuy, product, option } = found;
    // In the shop's order: discontinued, then ended (closed or past its end), then sold out.
    const status: LineStatus = product.discontinued ? 'discontinued'
      : dealPhase(groupBuy, this.now()) === 'ended' ? 'ended' : option.purchaseLimit > 0 ? 'ok' : 'sold_out';
    return [{
      optionId, productId: product.itemId, groupBuyId: groupBuy.card.id, groupBuyTitle: groupBuy.card.title, productTitle: product.title,
      size: option.size, image: product.imageUrl, unitPrice: unitPrice(option), quantity, purchaseLimit: status === 'ok' ? option.purchaseLimit : 0,
      status, reason: status === 'ok' ? null : LINE_REASONS[status],
    }];
  }

  /** The shop's pricing over the buyable lines: each group-buy's `promotions`, the default free-shipping threshold, 宅配. */
  private pricing(lines: readonly CartLine[]): Pick<Cart, 'groups' | 'summary'> {
    const buyable = lines.filter(isBuyable);
    const ids = [...new Set(buyable.map((l) => l.groupBuyId))];
    const price = priceCheckout({
      groups: ids.map((id) => ({
        groupBuyId: id, branchId: 0, branchFreeFrom: DEFAULT_FREE_SHIPPING_FROM, promotions: this.promotions.get(id) ?? [],
        lines: buyable.filter((l) => l.groupBuyId === id),
      })),
      delivery: 'home', coupon: null, creditRequested: 0, creditBalance: 0, now: this.now(),
    });
    return {
      groups: price.groups.map((g) => ({
        groupBuyId: g.groupBuyId, groupBuyTitle: buyable.find((l) => l.groupBuyId === g.groupBuyId)?.groupBuyTitle ?? '',
        subtotal: g.subtotal, discounts: g.discounts, total: g.total, shippingFee: g.shipping.fee,
        missingForFreeShipping: g.shipping.missingForFree, freeShippingFrom: g.shipping.freeFrom === Number.MAX_SAFE_INTEGER ? null : g.shipping.freeFrom,
        // As the server does: the group-buy's own promise, word for word.
        shippingPromise: this.catalog.groupBuys.get(g.groupBuyId)?.shipping?.promise,
      })),
      summary: {
        goods: price.goods, promotionDiscount: price.promotionDiscount, couponDiscount: 0, creditUsed: 0, shippingFee: price.shippingFee, total: price.total,
      },
    };
  }

  async changeQuantity(optionId: number, quantity: number): Promise<Cart> {
    if (this.failWith) throw this.failWith;
    if (!this.lines.has(optionId)) throw new NotFoundError();
    // As the server answers (the cart contract test holds both to it): 1..999 by schema, then the line's limit.
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > 999) throw new ParameterError({ number: '數量必須是 1 到 999 的整數' });
    if (!isQuantityAllowed(quantity, this.catalog.find(optionId)?.option.purchaseLimit ?? 0)) throw new ApiError(400, 'CART_QUANTITY_OVER_LIMIT', PurchaseMessages.QUANTITY_OVER_LIMIT);
    this.lines.set(optionId, quantity);
    return this.load();
  }

  async remove(optionId: number): Promise<Cart> {
    if (this.failWith) throw this.failWith;
    this.lines.delete(optionId);
    return this.load();
  }
}

const LINE_REASONS: Record<Exclude<LineStatus, 'ok'>, string> = {
  sold_out: CheckoutMessages.LINE_SOLD_OUT, ended: CheckoutMessages.LINE_ENDED, discontinued: CheckoutMessages.LINE_DISCONTINUED,
};

/** Follows in memory; `failWith` makes the subscription calls throw. */
export class InMemoryWishListGateway implements WishListGateway {
  readonly follows: SubscriptionItem[] = [];
  failWith: Error | null = null;

  constructor(private readonly catalog: InMemoryPurchaseCatalog) {}

  /** As the server lists them: the latest follow first, a product's options in id order. */
  async brief(): Promise<WishListBrief> {
    const latestFirst = [...this.follows].reverse();
    const products = new Map<number, number[]>();
    for (const f of latestFirst.filter((i) => i.type === 'product')) products.set(f.id, [...(products.get(f.id) ?? []), ...(f.optionId ? [f.optionId] : [])]);
    const groupBuyIds = latestFirst.filter((i) => i.type === 'groupbuy').map((i) => i.id);
    const listed = [...products].map(([id, optionIds]) => ({ id, optionIds: optionIds.sort((a, b) => a - b) }));
    return { totalCount: products.size + groupBuyIds.length, products: listed, groupBuyIds };
  }

  async load(): Promise<WishList> {
    const brief = await this.brief();
    const products = brief.products.flatMap((p) => {
      const found = [...this.catalog.groupBuys.values()].flatMap((g) => g.products.map((product) => ({ g, product }))).find((x) => x.product.itemId === p.id);
      if (!found) return [];
      const subscribedOptions = found.product.options.filter((o) => p.optionIds.includes(o.id)).map((o) => ({ id: o.id, size: o.size, purchaseLimit: o.purchaseLimit }));
      return [{ id: p.id, type: 'product' as const, title: found.product.title, image: found.product.imageUrl, groupBuyId: found.g.card.id, groupBuyTitle: found.g.card.title, subscribedOptions }];
    });
    const groupBuys = brief.groupBuyIds.flatMap((id) => (this.catalog.groupBuys.get(id) ? [this.catalog.groupBuys.get(id)!.card] : []));
    return { products, groupBuys };
  }

  async follow(items: SubscriptionItem[]): Promise<WishListBrief> {
    if (this.failWith) throw this.failWith;
    // The server follows nothing of a call that names anything it does not have (404).
    if (!items.every((item) => this.exists(item))) throw new NotFoundError(PurchaseMessages.SUBSCRIPTION_TARGET_MISSING);
    for (const item of items) if (!this.follows.some((f) => same(f, item))) this.follows.push(item);
    return this.brief();
  }

  async unfollow(items: SubscriptionItem[]): Promise<WishListBrief> {
    if (this.failWith) throw this.failWith;
    for (const item of items) {
      for (let i = this.follows.length - 1; i >= 0; i--) {
        const f = this.follows[i];
        if (f.type === item.type && f.id === item.id && (item.optionId === undefined || f.optionId === item.optionId)) this.follows.splice(i, 1);
      }
    }
    return this.brief();
  }

  private exists(item: SubscriptionItem): boolean {
    if (item.type === 'groupbuy') return item.optionId === undefined && this.catalog.groupBuys.has(item.id);
    if (item.optionId !== undefined) return this.catalog.find(item.optionId)?.product.itemId === item.id;
    return [...this.catalog.groupBuys.values()].some((g) => g.products.some((p) => p.itemId === item.id));
  }
}

const same = (a: SubscriptionItem, b: SubscriptionItem) => a.type === b.type && a.id === b.id && a.optionId === b.optionId;

/**
 * Remembers the tracking events sent; one the shop's declaration refuses is lost, as the server's
 * 400 loses it (the browser only reports it), and counted in `refused`.
 */
export class InMemoryTracking implements Tracking {
  readonly events: { optionId: number; quantity: number; groupBuyId: number }[] = [];
  readonly refused: { optionId: number; quantity: number; groupBuyId: number }[] = [];

  addedToCart(event: { optionId: number; quantity: number; groupBuyId: number }): void {
    const wire = { event: 'added_to_cart', option_id: event.optionId, quantity: event.quantity, group_buy_id: event.groupBuyId };
    (TrackingEventRequest.safeParse(wire).success ? this.events : this.refused).push(event);
  }
}
