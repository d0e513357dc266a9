import { inject, injectable } from '../injection';
import { hasErrorKind } from '../../domain/errors/clientErrors';
import { err, ok, type Outcome } from '../../domain/errors/Result';
import { isQuantityAllowed } from '../../domain/purchase/cart';
import { PurchaseMessages } from '../../domain/purchase/messages';
import { SessionStore } from '../shell/SessionStore';
import type { Cart, CartGateway } from './ports';
import { PURCHASE_TOKENS } from './tokens';

/** Every cart change moves the badge (SPEC §2.4): the session's cart ids, and its count with them. */
@injectable()
export class CartBadge {
  constructor(@inject(SessionStore) private readonly session: SessionStore) {}

  follow(cart: Cart): Cart {
    this.session.setCart(cart.lines.map((line) => line.optionId));
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

export type CartChangeCode = 'QUANTITY_OVER_LIMIT' | 'CART_CHANGE_REFUSED' | 'CART_CHANGE_FAILED';
/** A changed cart and, when the change deserves one, the toast text. */
export type CartChangeOutcome = Outcome<{ cart: Cart; message: string | null }, CartChangeCode>;

/** The server's own refusal text when it gave one; anything else is "cannot update the cart now". */
function refusal(error: unknown): CartChangeOutcome {
  if (hasErrorKind(error, 'api') || hasErrorKind(error, 'parameter')) return err('CART_CHANGE_REFUSED', (error as Error).message);
  return err('CART_CHANGE_FAILED', PurchaseMessages.CART_CHANGE_FAILED);
}

/** SPEC §5: a new quantity between 1 and the line's purchase limit. */
@injectable()
export class ChangeCartQuantity {
  constructor(
    @inject(PURCHASE_TOKENS.CartGateway) private readonly cart: CartGateway,
    @inject(CartBadge) private readonly badge: CartBadge,
  ) {}

  async execute(input: { optionId: number; quantity: number; purchaseLimit: number }): Promise<CartChangeOutcome> {
    if (!isQuantityAllowed(input.quantity, input.purchaseLimit)) return err('QUANTITY_OVER_LIMIT', PurchaseMessages.QUANTITY_OVER_LIMIT);
    try {
      return ok({ cart: this.badge.follow(await this.cart.changeQuantity(input.optionId, input.quantity)), message: null });
    } catch (error) {
      return refusal(error);
    }
  }
}

@injectable()
export class RemoveCartLine {
  constructor(
    @inject(PURCHASE_TOKENS.CartGateway) private readonly cart: CartGateway,
    @inject(CartBadge) private readonly badge: CartBadge,
  ) {}

  async execute(input: { optionId: number }): Promise<CartChangeOutcome> {
    try {
      return ok({ cart: this.badge.follow(await this.cart.remove(input.optionId)), message: PurchaseMessages.CART_LINE_REMOVED });
    } catch (error) {
      return refusal(error);
    }
  }
}
