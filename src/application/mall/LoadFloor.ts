import { inject, injectable } from '../injection';
import { MALL_TOKENS } from './tokens';
import type { FloorPage, MallCatalog } from './ports';

/** One page of a floor's group-buys (SPEC §2.1 "mall-floor"). */
@injectable()
export class LoadFloor {
  constructor(@inject(MALL_TOKENS.MallCatalog) private readonly mall: MallCatalog) {}

  execute(input: { path: string; page: number }): Promise<FloorPage> {
    return this.mall.floor(input.path, input.page);
  }
}
