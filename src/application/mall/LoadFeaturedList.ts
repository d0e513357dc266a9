import { inject, injectable } from '../injection';
import type { FeaturedType } from '../../domain/mall/browse';
import type { GroupList } from '../catalog/ports';
import { MALL_TOKENS } from './tokens';
import type { MallCatalog } from './ports';

/** One page of a featured list: hot, discount or recommend (SPEC §2.1 "featured-products"). */
@injectable()
export class LoadFeaturedList {
  constructor(@inject(MALL_TOKENS.MallCatalog) private readonly mall: MallCatalog) {}

  execute(input: { type: FeaturedType; page: number }): Promise<GroupList> {
    return this.mall.featured(input.type, input.page);
  }
}
