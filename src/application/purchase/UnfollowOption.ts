import { PurchaseMessages } from '../../domain/purchase/messages';
import { inject, injectable } from '../injection';
import { WishListStore } from './stores';
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

/** Follow or unfollow a whole group-buy (the 追蹤團購 button): the wish list says which it is. */
@injectable()
export class ToggleGroupBuyFollow {
  constructor(
    @inject(ChangeSubscription) private readonly change: ChangeSubscription,
    @inject(WishListStore) private readonly wishList: WishListStore,
  ) {}

  execute(input: { groupBuyId: number }): Promise<SubscriptionOutcome> {
    const followed = this.wishList.state$.getValue()?.groupBuyIds.includes(input.groupBuyId) ?? false;
    return this.change.execute({
      items: [{ id: input.groupBuyId, type: 'groupbuy' }],
      follow: !followed,
      actionName: PurchaseMessages.FOLLOW_GROUP_BUY_LOGIN_ACTION,
    });
  }
}
