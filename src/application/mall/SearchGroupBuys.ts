import { inject, injectable } from '../injection';
import { searchableQuery } from '../../domain/mall/browse';
import { MALL_TOKENS } from './tokens';
import type { MallCatalog, SearchPage } from './ports';

/** Group-buy search (SPEC §2.1 "search"); a blank or over-long query finds nothing without asking. */
@injectable()
export class SearchGroupBuys {
  constructor(@inject(MALL_TOKENS.MallCatalog) private readonly mall: MallCatalog) {}

  async execute(input: { query: string | null; page: number }): Promise<SearchPage> {
    const query = searchableQuery(input.query);
    if (query === null) return { query: (input.query ?? '').trim(), total: 0, title: '', cards: [], page: 1, hasMore: false };
    return this.mall.search(query, input.page);
  }
}
