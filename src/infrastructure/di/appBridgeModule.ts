import { ContainerModule } from 'inversify';
import { APP_BRIDGE_TOKENS } from '../../application/appBridge/tokens';
import { browserAppBridge } from '../native-bridge/browserAppBridge';
import { NoopAppBridge } from '../native-bridge/NoopAppBridge';
import { RecordingAppBridge } from '../native-bridge/RecordingAppBridge';
import type { ContainerOptions } from './ContainerOptions';

/** appBridge: the webview adapter in the app's browser tab, a no-op elsewhere and on the page server. */
export const appBridgeModule = (options: ContainerOptions) =>
  new ContainerModule(({ bind }) => {
    bind(APP_BRIDGE_TOKENS.AppBridge)
      .toDynamicValue(() => (options.runtime === 'browser' ? browserAppBridge() : new NoopAppBridge()))
      .inSingletonScope();
  });

/** Tests and specs: the recording fake (outside the app until `openInApp(version)`). */
export const appBridgeTestModule = () =>
  new ContainerModule(({ bind }) => {
    const bridge = new RecordingAppBridge();
    bind(RecordingAppBridge).toConstantValue(bridge);
    bind(APP_BRIDGE_TOKENS.AppBridge).toConstantValue(bridge);
  });
