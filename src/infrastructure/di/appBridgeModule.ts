import { ContainerModule } from 'inversify';
import { APP_BRIDGE_TOKENS } from '../../application/appBridge/tokens';
import { browserAppBridge } from '../native-bridge/browserAppBridge';
import { NoopAppBridge } from '../native-bridge/NoopAppBridge';
import type { ContainerOptions } from './ContainerOptions';

/** appBridge: the webview adapter in the app's browser tab, a no-op elsewhere and on the page server. */
export const appBridgeModule = (options: ContainerOptions) =>
  new ContainerModule(({ bind }) => {
    bind(APP_BRIDGE_TOKENS.AppBridge)
      .toDynamicValue(() => (options.runtime === 'browser' ? browserAppBridge() : new NoopAppBridge()))
      .inSingletonScope();
  });
