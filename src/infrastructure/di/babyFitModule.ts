import { ContainerModule } from 'inversify';
import { BABY_FIT_TOKENS } from '../../application/babyFit/tokens';
import { apiGateway } from './lazyGateway';

/** 適合寶寶: the gateway over the typed client (browser and page server, in process there). */
export const babyFitModule = () =>
  new ContainerModule(({ bind }) => {
    bind(BABY_FIT_TOKENS.BabyPicksGateway).toDynamicValue(apiGateway(async (api) => new (await import('../http/ApiBabyPicks')).ApiBabyPicks(api))).inSingletonScope();
  });
