import { ContainerModule } from 'inversify';
import type { Clock } from '../../application/auth/ports';
import { MEMBER_PROFILE_TOKENS } from '../../application/memberProfile/tokens';
import { InMemoryAccountGateway, InMemoryMemberProfileGateway, InMemoryReviewGateway } from '../memory/InMemoryMemberProfile';
import { httpGateway } from './lazyGateway';
import { TOKENS } from './tokens';

/** Member area (profile): use cases and the axios adapters (browser and page server). */
export const memberProfileModule = () =>
  new ContainerModule(({ bind }) => {
    bind(MEMBER_PROFILE_TOKENS.MemberProfileGateway).toDynamicValue(httpGateway(async (http) => new (await import('../http/AxiosMemberProfileGateways')).AxiosMemberProfileGateway(http))).inSingletonScope();
    bind(MEMBER_PROFILE_TOKENS.ReviewGateway).toDynamicValue(httpGateway(async (http) => new (await import('../http/AxiosMemberProfileGateways')).AxiosReviewGateway(http))).inSingletonScope();
    bind(MEMBER_PROFILE_TOKENS.AccountGateway).toDynamicValue(httpGateway(async (http) => new (await import('../http/AxiosMemberProfileGateways')).AxiosAccountGateway(http))).inSingletonScope();
  });

/** Tests and specs: the same use cases over in-memory fakes, each bound to its port and to its own class. */
export const memberProfileTestModule = () =>
  new ContainerModule(({ bind }) => {
    bind(InMemoryMemberProfileGateway).toResolvedValue((clock: Clock) => new InMemoryMemberProfileGateway(clock), [TOKENS.Clock]).inSingletonScope();
    bind(MEMBER_PROFILE_TOKENS.MemberProfileGateway).toService(InMemoryMemberProfileGateway);
    const reviews = new InMemoryReviewGateway();
    const account = new InMemoryAccountGateway();
    bind(InMemoryReviewGateway).toConstantValue(reviews);
    bind(InMemoryAccountGateway).toConstantValue(account);
    bind(MEMBER_PROFILE_TOKENS.ReviewGateway).toConstantValue(reviews);
    bind(MEMBER_PROFILE_TOKENS.AccountGateway).toConstantValue(account);
  });
