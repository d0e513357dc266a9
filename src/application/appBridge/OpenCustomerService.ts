import { inject, injectable } from '../injection';
import { appSignal } from '../../domain/appBridge/messages';
import type { AppBridge } from './ports';
import { APP_BRIDGE_TOKENS } from './tokens';

/** Where the customer service opened: the app's own chat, or the web card (outside the app). */
export type CustomerServiceChannel = 'app' | 'web';

/** Inside the app its own customer service opens (openCustomerService); on the web, the web widget's card. */
@injectable()
export class OpenCustomerService {
  constructor(@inject(APP_BRIDGE_TOKENS.AppBridge) private readonly bridge: AppBridge) {}

  execute(): CustomerServiceChannel {
    return this.bridge.inApp() && this.bridge.send(appSignal('openCustomerService')) ? 'app' : 'web';
  }
}
