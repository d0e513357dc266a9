import { inject, injectable } from 'inversify';
import { hasErrorKind } from '../../domain/errors/clientErrors';
import { fail, ok, type Result } from '../../domain/errors/Result';
import { isQuantityAllowed } from '../../domain/purchase/cart';
import { PurchaseMessages } from '../../domain/purchase/messages';
import { CartCountStore } from '../shell/CartCountStore';
import { ToastCenter } from '../shell/ToastCenter';
import type { Cart, CartGateway } from './ports';
import { CartStatusStore } from './stores';
import { PURCHASE_TOKENS } from './tokens';

/** Every cart change moves the badge (SPEC §2.4). */
@injectable()
export class CartBadge {
  constructor(
    @inject(CartCountStore) private readonly count: CartCountStore,
    @inject(CartStatusStore) private readonly status: CartStatusStore,
  ) {}

  follow(cart: Cart): Cart {
    this.count.set(cart.lines.length);
    this.status.update({ cartItemIds: cart.lines.map((line) => line.optionId) });
    return cart;
  }
}

/** The cart page's lines and total. */
@injectable()
export class LoadCart {
  constructor(
    @inject(PURCHASE_TOKENS.CartGateway) private readonly cart: CartGateway,
    @inject(CartBadge) private readonly badge: CartBadge,
  ) {}

  async execute(): Promise<Cart> {
    return this.badge.follow(await this.cart.load());
  }
}

const messageOf = (error: unknown): string =>
  hasErrorKind(error, 'api') || hasErrorKind(error, 'parameter') ? (error as Error).message : PurchaseMessages.CART_CHANGE_FAILED;

/** SPEC §5: a new quantity between 1 and the line's purchase limit. */
@injectable()
export class ChangeCartQuantity {
  constructor(
    @inject(PURCHASE_TOKENS.CartGateway) private readonly cart: CartGateway,
    @inject(CartBadge) private readonly badge: CartBadge,
    @inject(ToastCenter) private readonly toasts: ToastCenter,
  ) {}

  async execute(input: { optionId: number; quantity: number; purchaseLimit: number }): Promise<Result<Cart, string>> {
    if (!isQuantityAllowed(input.quantity, input.purchaseLimit)) return fail(PurchaseMessages.QUANTITY_OVER_LIMIT);
    try {
      return ok(this.badge.follow(await this.cart.changeQuantity(input.optionId, input.quantity)));
    } catch (error) {
      const message = messageOf(error);
      this.toasts.show(message);
      return fail(message);
    }
  }
}

@injectable()
export class RemoveCartLine {
  constructor(
    @inject(PURCHASE_TOKENS.CartGateway) private readonly cart: CartGateway,
    @inject(CartBadge) private readonly badge: CartBadge,
    @inject(ToastCenter) private readonly toasts: ToastCenter,
  ) {}

  async execute(input: { optionId: number }): Promise<Result<Cart, string>> {
    try {
      const cart = this.badge.follow(await this.cart.remove(input.optionId));
      this.toasts.show(PurchaseMessages.CART_LINE_REMOVED);
      return ok(cart);
    } catch (error) {
      const message = messageOf(error);
      this.toasts.show(message);
      return fail(message);
    }
  }
}
