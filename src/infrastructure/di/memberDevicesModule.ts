import { ContainerModule } from 'inversify';
import { MEMBER_DEVICES_TOKENS } from '../../application/memberDevices/tokens';
import { apiGateway } from './lazyGateway';

/** Member area (登入裝置): the gateway over the typed client (browser and page server, in process there). */
export const memberDevicesModule = () =>
  new ContainerModule(({ bind }) => {
    bind(MEMBER_DEVICES_TOKENS.SignedInDevices).toDynamicValue(apiGateway(async (api) => new (await import('../http/ApiSignedInDevices')).ApiSignedInDevices(api))).inSingletonScope();
  });
