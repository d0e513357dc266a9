import { ContainerModule } from 'inversify';
import type { Clock } from '../../application/auth/ports';
import { MEMBER_WALLET_TOKENS } from '../../application/memberWallet/tokens';
import { InMemoryMemberWallet } from '../memory/InMemoryMemberWallet';
import { httpGateway } from './lazyGateway';
import { TOKENS } from './tokens';

/** Member area (wallet): use cases and the axios adapters (browser and page server). */
export const memberWalletModule = () =>
  new ContainerModule(({ bind }) => {
    bind(MEMBER_WALLET_TOKENS.MemberWallet).toDynamicValue(httpGateway(async (http) => new (await import('../http/AxiosMemberWallet')).AxiosMemberWallet(http))).inSingletonScope();
  });

/** Tests and specs: the same use cases over the in-memory wallet, bound to its port and to its own class. */
export const memberWalletTestModule = () =>
  new ContainerModule(({ bind }) => {
    bind(InMemoryMemberWallet).toResolvedValue((clock: Clock) => new InMemoryMemberWallet(clock), [TOKENS.Clock]).inSingletonScope();
    bind(MEMBER_WALLET_TOKENS.MemberWallet).toService(InMemoryMemberWallet);
  });
