import { ContainerModule } from 'inversify';
import { MEMBER_WALLET_TOKENS } from '../../application/memberWallet/tokens';
import { apiGateway } from './lazyGateway';

/** Member area (wallet): the wallet gateway over the typed client (in process on the page server). */
export const memberWalletModule = () =>
  new ContainerModule(({ bind }) => {
    bind(MEMBER_WALLET_TOKENS.MemberWallet).toDynamicValue(apiGateway(async (api) => new (await import('../http/ApiMemberWallet')).ApiMemberWallet(api))).inSingletonScope();
  });
