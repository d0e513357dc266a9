import { inject, injectable } from '../injection';
import type { BranchCategories } from '../../domain/mall/browse';
import { MALL_TOKENS } from './tokens';
import type { MallCatalog } from './ports';

/** The mall-menu page (SPEC §2.1): every branch with its category tree. */
@injectable()
export class LoadMallMenu {
  constructor(@inject(MALL_TOKENS.MallCatalog) private readonly mall: MallCatalog) {}

  execute(): Promise<BranchCategories[]> {
    return this.mall.categoryMenu();
  }
}
