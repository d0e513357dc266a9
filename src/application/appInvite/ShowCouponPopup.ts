import { inject, injectable } from '../injection';
import { FIRST_APP_COUPON_POPUP } from '../../domain/appInvite/couponPopup';
import type { CouponPopupAction } from '../../domain/tracking/engagementEvents';
import { PopupStack } from '../shell/PopupStack';
import { TrackEngagement } from '../tracking/TrackEngagement';

/**
 * The first-app-download coupon popup on the popup stack (SPEC §4.4, §2.6): viewed when it shows,
 * clicked when the shopper goes for the coupon, closed when they close it or say 下次再說 (SPEC §7).
 */
@injectable()
export class ShowCouponPopup {
  constructor(
    @inject(PopupStack) private readonly stack: PopupStack,
    @inject(TrackEngagement) private readonly track: TrackEngagement,
  ) {}

  /** `placement` names what opened it (the footer promo); returns the popup's id on the stack. */
  execute(input: { path: string; placement: string }): number {
    const record = (action: CouponPopupAction) => () =>
      this.track.execute({ engagement: { kind: 'coupon-popup', action, placement: input.placement }, path: input.path });
    const id = this.stack.set(FIRST_APP_COUPON_POPUP, {
      autoCloseMs: null,
      scrollLock: true,
      actions: { primary: record('clicked'), secondary: record('closed'), close: record('closed') },
    });
    record('viewed')();
    return id;
  }
}
