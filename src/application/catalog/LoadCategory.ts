import { inject, injectable } from '../injection';
import type { CatalogPages, CategoryPage } from './pagePorts';
import { CATALOG_PAGE_TOKENS } from './tokens';

/** A category page (SPEC §2.1 category, category-groups): its place in the tree, sub-category chips, a page of group-buys. */
@injectable()
export class LoadCategory {
  constructor(@inject(CATALOG_PAGE_TOKENS.CatalogPages) private readonly pages: CatalogPages) {}

  execute(input: { id: number; page: number }): Promise<CategoryPage> {
    return this.pages.category(input.id, input.page);
  }
}
