import { ContainerModule } from 'inversify';
import { MEMBER_PROFILE_TOKENS } from '../../application/memberProfile/tokens';
import { httpGateway } from './lazyGateway';

/** Member area (profile): use cases and the axios adapters (browser and page server). */
export const memberProfileModule = () =>
  new ContainerModule(({ bind }) => {
    bind(MEMBER_PROFILE_TOKENS.MemberProfileGateway).toDynamicValue(httpGateway(async (http) => new (await import('../http/AxiosMemberProfileGateways')).AxiosMemberProfileGateway(http))).inSingletonScope();
    bind(MEMBER_PROFILE_TOKENS.ReviewGateway).toDynamicValue(httpGateway(async (http) => new (await import('../http/AxiosMemberProfileGateways')).AxiosReviewGateway(http))).inSingletonScope();
    bind(MEMBER_PROFILE_TOKENS.AccountGateway).toDynamicValue(httpGateway(async (http) => new (await import('../http/AxiosMemberProfileGateways')).AxiosAccountGateway(http))).inSingletonScope();
  });
