import { inject, injectable } from 'inversify';
import { ChangeSubscription, type SubscriptionOutcome } from './FollowOption';

/** SPEC §4.5 cancel notify; without an option it drops the whole product (the wish-list page). */
@injectable()
export class UnfollowOption {
  constructor(@inject(ChangeSubscription) private readonly change: ChangeSubscription) {}

  execute(input: { productId: number; optionId?: number }): Promise<SubscriptionOutcome> {
    return this.change.execute({ items: [{ id: input.productId, type: 'product', optionId: input.optionId }], follow: false });
  }
}

/** Unfollow a followed group-buy (the wish-list page). */
@injectable()
export class UnfollowGroupBuy {
  constructor(@inject(ChangeSubscription) private readonly change: ChangeSubscription) {}

  execute(input: { groupBuyId: number }): Promise<SubscriptionOutcome> {
    return this.change.execute({ items: [{ id: input.groupBuyId, type: 'groupbuy' }], follow: false });
  }
}
