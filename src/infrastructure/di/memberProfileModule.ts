import { ContainerModule } from 'inversify';
import { MEMBER_PROFILE_TOKENS } from '../../application/memberProfile/tokens';
import { apiGateway } from './lazyGateway';

const gateways = () => import('../http/ApiMemberProfileGateways');

/** Member area (profile): the gateways over the typed client (browser and page server, in process there). */
export const memberProfileModule = () =>
  new ContainerModule(({ bind }) => {
    bind(MEMBER_PROFILE_TOKENS.MemberProfileGateway).toDynamicValue(apiGateway(async (api) => new (await gateways()).ApiMemberProfileGateway(api))).inSingletonScope();
    bind(MEMBER_PROFILE_TOKENS.ReviewGateway).toDynamicValue(apiGateway(async (api) => new (await gateways()).ApiReviewGateway(api))).inSingletonScope();
    bind(MEMBER_PROFILE_TOKENS.AccountGateway).toDynamicValue(apiGateway(async (api) => new (await gateways()).ApiAccountGateway(api))).inSingletonScope();
  });
