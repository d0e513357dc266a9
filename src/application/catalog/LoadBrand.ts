import { inject, injectable } from '../injection';
import type { CatalogPages, BrandPage } from './pagePorts';
import { CATALOG_PAGE_TOKENS } from './tokens';

/** A brand page (SPEC §2.1 brand): header, categories, newest group-buys and rating. */
@injectable()
export class LoadBrand {
  constructor(@inject(CATALOG_PAGE_TOKENS.CatalogPages) private readonly pages: CatalogPages) {}

  execute(input: { id: number }): Promise<BrandPage> {
    return this.pages.brand(input.id);
  }
}
