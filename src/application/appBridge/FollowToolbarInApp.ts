import { inject, injectable } from '../injection';
import { appSignal } from '../../domain/appBridge/messages';
import type { AppBridge } from './ports';
import { APP_BRIDGE_TOKENS } from './tokens';

/**
 * The checkout pages take the whole screen: the app hides its toolbar there (hideToolbar) and
 * shows it again on the next other page (showToolbar). The app starts with its toolbar shown.
 */
@injectable()
export class FollowToolbarInApp {
  private hidden = false;

  constructor(@inject(APP_BRIDGE_TOKENS.AppBridge) private readonly bridge: AppBridge) {}

  execute(input: { checkoutPage: boolean }): void {
    if (input.checkoutPage === this.hidden) return;
    this.hidden = input.checkoutPage;
    this.bridge.send(appSignal(this.hidden ? 'hideToolbar' : 'showToolbar'));
  }
}
