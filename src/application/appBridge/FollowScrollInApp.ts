import { inject, injectable } from '../injection';
import { SCROLL_AT_TOP, scrollMessages, scrollStateOf, type ScrollState } from '../../domain/appBridge/scrollState';
import type { AppBridge } from './ports';
import { APP_BRIDGE_TOKENS } from './tokens';

/** The page's scroll, as the app's back-to-top control needs it (openScrollUpState, closeScrollUpState, scrollTop). */
@injectable()
export class FollowScrollInApp {
  private state: ScrollState = SCROLL_AT_TOP;

  constructor(@inject(APP_BRIDGE_TOKENS.AppBridge) private readonly bridge: AppBridge) {}

  execute(input: { scrollY: number; viewportHeight: number }): void {
    const next = scrollStateOf(input.scrollY, input.viewportHeight);
    for (const message of scrollMessages(this.state, next)) this.bridge.send(message);
    this.state = next;
  }
}
