import { inject, injectable } from '../injection';
import { appMessage, type AppBridgePayloads } from '../../domain/appBridge/messages';
import type { AppBridge } from './ports';
import { APP_BRIDGE_TOKENS } from './tokens';

/** The option panel's chosen size goes to the app (updateSelectedProd), so its own buy bar follows. */
@injectable()
export class TellAppSelectedOption {
  constructor(@inject(APP_BRIDGE_TOKENS.AppBridge) private readonly bridge: AppBridge) {}

  execute(input: AppBridgePayloads['updateSelectedProd']): boolean {
    return this.bridge.send(appMessage('updateSelectedProd', input));
  }
}
