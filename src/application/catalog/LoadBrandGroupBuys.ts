import { inject, injectable } from '../injection';
import type { CatalogPages, BrandGroupBuys } from './pagePorts';
import { CATALOG_PAGE_TOKENS } from './tokens';

/** A page of a brand's group-buys, all of them (brand-groups) or within a category path (brand-category). */
@injectable()
export class LoadBrandGroupBuys {
  constructor(@inject(CATALOG_PAGE_TOKENS.CatalogPages) private readonly pages: CatalogPages) {}

  execute(input: { brandId: number; page: number; categoryPath?: string }): Promise<BrandGroupBuys> {
    return this.pages.brandGroupBuys(input.brandId, { page: input.page, categoryPath: input.categoryPath });
  }
}
