import { inject, injectable } from 'inversify';
import { PurchaseMessages } from '../../domain/purchase/messages';
import { LoginDialogController } from '../shell/LoginDialogController';
import type { ErrorReporter } from '../shell/ports';
import { ToastCenter } from '../shell/ToastCenter';
import { UserMetaStore } from '../shell/UserMetaStore';
import { PORT_TOKENS } from '../tokens';
import type { SubscriptionItem, WishListGateway } from './ports';
import { WishListStore } from './stores';
import { PURCHASE_TOKENS } from './tokens';

export type SubscriptionOutcome = 'done' | 'login' | 'failed';

/** Shared by follow and unfollow (SPEC §4.5 notify me): sign-in first, then the call, a toast and the refreshed list. */
@injectable()
export class ChangeSubscription {
  constructor(
    @inject(PURCHASE_TOKENS.WishListGateway) private readonly wishList: WishListGateway,
    @inject(PORT_TOKENS.ErrorReporter) private readonly reporter: ErrorReporter,
    @inject(WishListStore) private readonly store: WishListStore,
    @inject(ToastCenter) private readonly toasts: ToastCenter,
    @inject(UserMetaStore) private readonly userMeta: UserMetaStore,
    @inject(LoginDialogController) private readonly loginDialog: LoginDialogController,
  ) {}

  async execute(input: { items: SubscriptionItem[]; follow: boolean; actionName?: string }): Promise<SubscriptionOutcome> {
    if (!this.userMeta.state$.getValue()?.signedIn) {
      this.loginDialog.open({ actionName: input.actionName ?? PurchaseMessages.NOTIFY_LOGIN_ACTION });
      return 'login';
    }
    try {
      const brief = input.follow ? await this.wishList.follow(input.items) : await this.wishList.unfollow(input.items);
      this.store.set(brief);
      this.toasts.show(input.follow ? PurchaseMessages.FOLLOWED : PurchaseMessages.UNFOLLOWED);
      return 'done';
    } catch (error) {
      this.reporter.report(error, { action: input.follow ? 'follow' : 'unfollow' });
      this.toasts.show(input.follow ? PurchaseMessages.FOLLOW_FAILED : PurchaseMessages.UNFOLLOW_FAILED);
      return 'failed';
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
