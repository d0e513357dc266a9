import { ContainerModule } from 'inversify';
import { MEMBER_WALLET_TOKENS } from '../../application/memberWallet/tokens';
import { httpGateway } from './lazyGateway';

/** Member area (wallet): use cases and the axios adapters (browser and page server). */
export const memberWalletModule = () =>
  new ContainerModule(({ bind }) => {
    bind(MEMBER_WALLET_TOKENS.MemberWallet).toDynamicValue(httpGateway(async (http) => new (await import('../http/AxiosMemberWallet')).AxiosMemberWallet(http))).inSingletonScope();
  });
