import { ContainerModule } from 'inversify';
import { MEMBER_DEVICES_TOKENS } from '../../application/memberDevices/tokens';
import { httpGateway } from './lazyGateway';

/** Member area (登入裝置): the axios adapter (browser and page server). */
export const memberDevicesModule = () =>
  new ContainerModule(({ bind }) => {
    bind(MEMBER_DEVICES_TOKENS.SignedInDevices).toDynamicValue(httpGateway(async (http) => new (await import('../http/AxiosSignedInDevices')).AxiosSignedInDevices(http))).inSingletonScope();
  });
