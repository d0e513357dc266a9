import { inject, injectable } from '../injection';
import { AUTH_MESSAGES } from '../../domain/auth/messages';
import { DEFAULT_CART_GROUP_ID } from '../../domain/constants';
import { err, type Outcome } from '../../domain/errors/Result';
import { addToCartOutcome, isReportedAnswer, type AddToCartAnswer, type CartAnswerCode } from '../../domain/purchase/addToCartOutcome';
import { PurchaseMessages } from '../../domain/purchase/messages';
import type { ErrorReporter } from '../shell/ports';
import { RequireMember } from '../shell/RequireMember';
import { SessionStore } from '../shell/SessionStore';
import { TrackSearchConversion } from '../searchTracking/TrackSearchConversion';
import { PORT_TOKENS } from '../tokens';
import type { CartGateway, Tracking } from './ports';
import { CartStatusStore } from './stores';
import { PURCHASE_TOKENS } from './tokens';

export interface AddToCartInput {
  groupBuyId: number;
  optionId: number | null;
  quantity: number;
}

export type AddToCartCode = CartAnswerCode | 'CHOOSE_OPTION' | 'SIGN_IN_REQUIRED';
export type AddToCartOutcome = Outcome<{ message: string }, AddToCartCode>;

/**
 * SPEC §4.5 add to cart: one at a time (a tap while one is pending answers null and changes
 * nothing), the §8 outcome with its message, tracking and the cart badge on success; an add of a
 * group-buy reached from a qualified search is that search's conversion (SPEC §5/§7).
 */
@injectable()
export class AddToCart {
  constructor(
    @inject(PURCHASE_TOKENS.CartGateway) private readonly cart: CartGateway,
    @inject(PURCHASE_TOKENS.Tracking) private readonly tracking: Tracking,
    @inject(PORT_TOKENS.ErrorReporter) private readonly reporter: ErrorReporter,
    @inject(CartStatusStore) private readonly status: CartStatusStore,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(RequireMember) private readonly requireMember: RequireMember,
    @inject(TrackSearchConversion) private readonly searchConversion: TrackSearchConversion,
  ) {}

  async execute(input: AddToCartInput): Promise<AddToCartOutcome | null> {
    if (this.status.state$.getValue().addToCartPending) return null;
    if (input.optionId === null) return err('CHOOSE_OPTION', PurchaseMessages.CHOOSE_OPTION);
    this.status.update({ addToCartPending: true });
    try {
      // The cart belongs to a member: a visitor signs in first and the add then goes through (the
      // pending promise of SPEC §4.5 resolves after it); closing the login adds nothing.
      const signedIn = await this.requireMember.untilSignedIn({ actionName: PurchaseMessages.ADDED_LOGIN_ACTION });
      if (!signedIn) return err('SIGN_IN_REQUIRED', AUTH_MESSAGES.signInRequired);
      return await this.add(input, input.optionId);
    } finally {
      this.status.update({ addToCartPending: false });
    }
  }

  private async add(input: AddToCartInput, optionId: number): Promise<AddToCartOutcome> {
    const answer = await this.ask(optionId, input.quantity);
    // A thrown failure was reported with its cause in ask(); an unknown refusal is reported here.
    if (answer.kind === 'rejected' && isReportedAnswer(answer)) this.reporter.report(new Error(`add to cart: ${answer.code}`), { optionId });
    const outcome = addToCartOutcome(answer);
    if (!outcome.ok) return outcome;
    this.tracking.addedToCart({ optionId, quantity: input.quantity, groupBuyId: input.groupBuyId });
    this.searchConversion.execute({ objectId: input.groupBuyId, event: 'add_to_cart' });
    return outcome;
  }

  /** The cart's answer; a thrown failure counts as "failed" and is reported with its cause. */
  private async ask(optionId: number, quantity: number): Promise<AddToCartAnswer> {
    try {
      const { answer, itemIds } = await this.cart.add({ groupId: DEFAULT_CART_GROUP_ID, optionId, number: quantity });
      this.session.setCart(itemIds);
      return answer;
    } catch (error) {
      this.reporter.report(error, { action: 'add-to-cart', optionId });
      return { kind: 'failed' };
    }
  }
}
