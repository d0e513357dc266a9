import { inject, injectable } from '../injection';
import type { CatalogPages, CurationPage } from './pagePorts';
import { CATALOG_PAGE_TOKENS } from './tokens';

/** A curated collection (SPEC §2.1 curation): title, description, colour and a page of its group-buys. */
@injectable()
export class LoadCuration {
  constructor(@inject(CATALOG_PAGE_TOKENS.CatalogPages) private readonly pages: CatalogPages) {}

  execute(input: { path: string; page: number }): Promise<CurationPage> {
    return this.pages.curation(input.path, input.page);
  }
}
