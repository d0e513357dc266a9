import { ContainerModule, type Newable } from 'inversify';
import { FollowScrollInApp } from '../../application/appBridge/FollowScrollInApp';
import { FollowToolbarInApp } from '../../application/appBridge/FollowToolbarInApp';
import { OpenCustomerService } from '../../application/appBridge/OpenCustomerService';
import { CheckCustomerServiceHours } from '../../application/appBridge/CheckCustomerServiceHours';
import { SyncCartWithApp } from '../../application/appBridge/SyncCartWithApp';
import { TellAppSelectedOption } from '../../application/appBridge/TellAppSelectedOption';
import { APP_BRIDGE_TOKENS } from '../../application/appBridge/tokens';
import { browserAppBridge } from '../native-bridge/browserAppBridge';
import { NoopAppBridge } from '../native-bridge/NoopAppBridge';
import { RecordingAppBridge } from '../native-bridge/RecordingAppBridge';
import type { ContainerOptions } from './ContainerOptions';

/** The app-bridge use cases (singletons: they remember what the app was last told). */
const APP_BRIDGE_CLASSES: readonly Newable[] = [SyncCartWithApp, TellAppSelectedOption, OpenCustomerService, CheckCustomerServiceHours, FollowScrollInApp, FollowToolbarInApp];

/** appBridge: the webview adapter in the app's browser tab, a no-op elsewhere and on the page server. */
export const appBridgeModule = (options: ContainerOptions) =>
  new ContainerModule(({ bind }) => {
    for (const useCase of APP_BRIDGE_CLASSES) bind(useCase).toSelf().inSingletonScope();
    bind(APP_BRIDGE_TOKENS.AppBridge)
      .toDynamicValue(() => (options.runtime === 'browser' ? browserAppBridge() : new NoopAppBridge()))
      .inSingletonScope();
  });

/** Tests and specs: the recording fake (outside the app until `openInApp(version)`). */
export const appBridgeTestModule = () =>
  new ContainerModule(({ bind }) => {
    for (const useCase of APP_BRIDGE_CLASSES) bind(useCase).toSelf().inSingletonScope();
    const bridge = new RecordingAppBridge();
    bind(RecordingAppBridge).toConstantValue(bridge);
    bind(APP_BRIDGE_TOKENS.AppBridge).toConstantValue(bridge);
  });
