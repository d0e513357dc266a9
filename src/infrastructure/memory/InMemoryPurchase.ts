import type { Cart, CartGateway, PurchaseCatalog, SubscriptionItem, Tracking, WishListGateway } from '../../application/purchase/ports';
import { NotFoundError } from '../../domain/errors/clientErrors';
import type { AddToCartAnswer } from '../../domain/purchase/addToCartOutcome';
import { cartTotal, type CartLine } from '../../domain/purchase/cart';
import { dealPhase } from '../../domain/purchase/dealWindow';
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
  failWith: Error | null = null;
  /** Resolve later (to test a second tap while pending). */
  hold: Promise<void> | null = null;

  constructor(private readonly catalog: InMemoryPurchaseCatalog, private readonly now: () => number = () => Date.now()) {}

  async add(input: { groupId: number; optionId: number; number: number }): Promise<{ answer: AddToCartAnswer; itemIds: number[] }> {
    if (this.hold) await this.hold;
    if (this.failWith) throw this.failWith;
    const found = this.catalog.find(input.optionId);
    const answer = (kind: AddToCartAnswer) => ({ answer: kind, itemIds: [...this.lines.keys()] });
    if (!found) return answer({ kind: 'rejected', code: 'CART_ITEM_NOT_FOUND' });
    const phase = dealPhase(found.groupBuy, this.now());
    if (phase !== 'live') return answer({ kind: 'rejected', code: phase === 'ended' ? 'CART_GROUPBUY_ENDED' : 'CART_GROUPBUY_NOT_STARTED' });
    if (found.product.discontinued) return answer({ kind: 'rejected', code: 'CART_ITEM_DISCONTINUED' });
    const limit = found.option.purchaseLimit;
    if (limit <= 0) return answer({ kind: 'rejected', code: 'CART_ITEM_SOLD_OUT' });
    const current = this.lines.get(input.optionId) ?? 0;
    if (current >= limit) return answer({ kind: 'unchanged-qty' });
    this.lines.set(input.optionId, Math.min(limit, current + input.number));
    return answer({ kind: 'added' });
  }

  async itemIds(): Promise<number[]> {
    return [...this.lines.keys()];
  }

  async load(): Promise<Cart> {
    if (this.failWith) throw this.failWith;
    const lines: CartLine[] = [...this.lines].flatMap(([optionId, quantity]) => {
      const found = this.catalog.find(optionId);
      if (!found) return [];
      const { groupBuy, product, option } = found;
      const status = product.discontinued ? 'discontinued' : option.purchaseLimit > 0 ? 'ok' : 'sold_out';
      return [{
        optionId, productId: product.itemId, groupBuyId: groupBuy.card.id, groupBuyTitle: groupBuy.card.title, productTitle: product.title,
        size: option.size, image: product.imageUrl, unitPrice: unitPrice(option), quantity, purchaseLimit: status === 'ok' ? option.purchaseLimit : 0, status,
      }];
    });
    return { lines, total: cartTotal(lines) };
  }

  async changeQuantity(optionId: number, quantity: number): Promise<Cart> {
    if (this.failWith) throw this.failWith;
    if (!this.lines.has(optionId)) throw new NotFoundError();
    this.lines.set(optionId, quantity);
    return this.load();
  }

  async remove(optionId: number): Promise<Cart> {
    if (this.failWith) throw this.failWith;
    this.lines.delete(optionId);
    return this.load();
  }
}

/** Follows in memory; `failWith` makes the subscription calls throw. */
export class InMemoryWishListGateway implements WishListGateway {
  readonly follows: SubscriptionItem[] = [];
  failWith: Error | null = null;

  constructor(private readonly catalog: InMemoryPurchaseCatalog) {}

  async brief(): Promise<WishListBrief> {
    const products = new Map<number, number[]>();
    for (const f of this.follows.filter((i) => i.type === 'product')) products.set(f.id, [...(products.get(f.id) ?? []), ...(f.optionId ? [f.optionId] : [])]);
    const groupBuyIds = this.follows.filter((i) => i.type === 'groupbuy').map((i) => i.id);
    return { totalCount: products.size + groupBuyIds.length, products: [...products].map(([id, optionIds]) => ({ id, optionIds })), groupBuyIds };
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
}

const same = (a: SubscriptionItem, b: SubscriptionItem) => a.type === b.type && a.id === b.id && a.optionId === b.optionId;

/** Remembers the tracking events sent. */
export class InMemoryTracking implements Tracking {
  readonly events: { optionId: number; quantity: number; groupBuyId: number }[] = [];

  addedToCart(event: { optionId: number; quantity: number; groupBuyId: number }): void {
    this.events.push(event);
  }
}
