import { inject, injectable } from '../injection';
import { err, ok, type Outcome } from '../../domain/errors/Result';
import { PurchaseMessages } from '../../domain/purchase/messages';
import type { ErrorReporter } from '../shell/ports';
import { RequireMember } from '../shell/RequireMember';
import { PORT_TOKENS } from '../tokens';
import type { SubscriptionItem, WishListGateway } from './ports';
import { WishListStore } from './stores';
import { PURCHASE_TOKENS } from './tokens';

export type SubscriptionCode = 'SIGN_IN_REQUIRED' | 'FOLLOW_FAILED' | 'UNFOLLOW_FAILED';
export type SubscriptionOutcome = Outcome<{ message: string }, SubscriptionCode>;

/** Shared by follow and unfollow (SPEC §4.5 notify me): sign-in first, then the call and the refreshed list; §8 messages. */
@injectable()
export class ChangeSubscription {
  constructor(
    @inject(PURCHASE_TOKENS.WishListGateway) private readonly wishList: WishListGateway,
    @inject(PORT_TOKENS.ErrorReporter) private readonly reporter: ErrorReporter,
    @inject(WishListStore) private readonly store: WishListStore,
    @inject(RequireMember) private readonly requireMember: RequireMember,
  ) {}

  async execute(input: { items: SubscriptionItem[]; follow: boolean; actionName?: string }): Promise<SubscriptionOutcome> {
    const member = this.requireMember.execute({ actionName: input.actionName ?? PurchaseMessages.NOTIFY_LOGIN_ACTION });
    if (!member.ok) return member;
    try {
      this.store.set(input.follow ? await this.wishList.follow(input.items) : await this.wishList.unfollow(input.items));
      return ok({ message: input.follow ? PurchaseMessages.FOLLOWED : PurchaseMessages.UNFOLLOWED });
    } catch (error) {
      this.reporter.report(error, { action: input.follow ? 'follow' : 'unfollow' });
      return input.follow ? err('FOLLOW_FAILED', PurchaseMessages.FOLLOW_FAILED) : err('UNFOLLOW_FAILED', PurchaseMessages.UNFOLLOW_FAILED);
    }
  }
}

/** SPEC §4.5 notify me: follow a sold-out option of a product. */
@injectable()
export class FollowOption {
  constructor(@inject(ChangeSubscription) private readonly change: ChangeSubscription) {}

  execute(input: { productId: number; optionId: number }): Promise<SubscriptionOutcome> {
    return this.change.execute({ items: [{ id: input.productId, type: 'product', optionId: input.optionId }], follow: true });
  }
}
