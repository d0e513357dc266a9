import { inject, injectable } from '../injection';
import type { CatalogPages, ReviewPage, ReviewSubject } from './pagePorts';
import { CATALOG_PAGE_TOKENS } from './tokens';

/** A page of reviews of a group-buy, an item or a brand (SPEC §2.1 reviews, item-reviews, brand-reviews). */
@injectable()
export class LoadReviews {
  constructor(@inject(CATALOG_PAGE_TOKENS.CatalogPages) private readonly pages: CatalogPages) {}

  execute(input: ReviewSubject & { page: number }): Promise<ReviewPage> {
    return this.pages.reviews({ kind: input.kind, id: input.id }, input.page);
  }
}
