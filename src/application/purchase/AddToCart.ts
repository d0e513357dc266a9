import { inject, injectable } from 'inversify';
import { DEFAULT_CART_GROUP_ID } from '../../domain/constants';
import { addToCartFeedback, type AddToCartAnswer } from '../../domain/purchase/addToCartOutcome';
import { PurchaseMessages } from '../../domain/purchase/messages';
import { CartCountStore } from '../shell/CartCountStore';
import { LoginDialogController } from '../shell/LoginDialogController';
import type { ErrorReporter } from '../shell/ports';
import { ToastCenter } from '../shell/ToastCenter';
import { UserMetaStore } from '../shell/UserMetaStore';
import { PORT_TOKENS } from '../tokens';
import type { CartGateway, Tracking } from './ports';
import { CartStatusStore } from './stores';
import { PURCHASE_TOKENS } from './tokens';

export interface AddToCartInput {
  groupBuyId: number;
  optionId: number | null;
  quantity: number;
  /** Runs after a successful add (the panel closes itself with it). */
  onAdded?: () => void;
}

export type AddToCartOutcome = 'added' | 'not-added' | 'ignored' | 'login' | 'choose-option';

/** SPEC §4.5 add to cart: one at a time, §8 toasts, tracking and the badge on success. */
@injectable()
export class AddToCart {
  constructor(
    @inject(PURCHASE_TOKENS.CartGateway) private readonly cart: CartGateway,
    @inject(PURCHASE_TOKENS.Tracking) private readonly tracking: Tracking,
    @inject(PORT_TOKENS.ErrorReporter) private readonly reporter: ErrorReporter,
    @inject(CartStatusStore) private readonly status: CartStatusStore,
    @inject(CartCountStore) private readonly cartCount: CartCountStore,
    @inject(ToastCenter) private readonly toasts: ToastCenter,
    @inject(UserMetaStore) private readonly userMeta: UserMetaStore,
    @inject(LoginDialogController) private readonly loginDialog: LoginDialogController,
  ) {}

  async execute(input: AddToCartInput): Promise<AddToCartOutcome> {
    if (this.status.state$.getValue().addToCartPending) return 'ignored';
    if (input.optionId === null) {
      this.toasts.show(PurchaseMessages.CHOOSE_OPTION);
      return 'choose-option';
    }
    // The cart belongs to a member: a visitor signs in first (SPEC is silent; the cart route needs login).
    if (!this.userMeta.state$.getValue()?.signedIn) {
      this.loginDialog.open({ actionName: PurchaseMessages.ADDED_LOGIN_ACTION });
      return 'login';
    }
    this.status.update({ addToCartPending: true });
    try {
      return await this.add(input, input.optionId);
    } finally {
      this.status.update({ addToCartPending: false });
    }
  }

  private async add(input: AddToCartInput, optionId: number): Promise<AddToCartOutcome> {
    let answer: AddToCartAnswer;
    let itemIds: number[] | null = null;
    try {
      const result = await this.cart.add({ groupId: DEFAULT_CART_GROUP_ID, optionId, number: input.quantity });
      answer = result.answer;
      itemIds = result.itemIds;
    } catch (error) {
      answer = { kind: 'failed' };
      this.reporter.report(error, { action: 'add-to-cart', optionId });
    }
    if (itemIds) {
      this.status.update({ cartItemIds: itemIds });
      this.cartCount.set(itemIds.length);
    }
    const feedback = addToCartFeedback(answer);
    if (feedback.report && answer.kind === 'rejected') this.reporter.report(new Error(`add to cart: ${answer.code}`), { optionId });
    this.toasts.show(feedback.message);
    if (!feedback.success) return 'not-added';
    this.tracking.addedToCart({ optionId, quantity: input.quantity, groupBuyId: input.groupBuyId });
    input.onAdded?.();
    return 'added';
  }
}
