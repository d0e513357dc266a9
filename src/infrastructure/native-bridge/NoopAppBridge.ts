import type { AppBridge } from '../../application/appBridge/ports';
import type { AppBridgeMessage } from '../../domain/appBridge/messages';

/** Outside the app (browsers, the page server): there is no app to tell. */
export class NoopAppBridge implements AppBridge {
  inApp(): boolean {
    return false;
  }

  send(_message: AppBridgeMessage): boolean {
    return false;
  }
}
