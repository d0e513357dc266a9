import { inject, injectable } from '../injection';
import { searchableQuery, type Suggestion } from '../../domain/mall/browse';
import { MALL_TOKENS } from './tokens';
import type { MallCatalog } from './ports';

/** Suggestions as the shopper types (SPEC §2.1 "search-suggest", type mall). */
@injectable()
export class SuggestSearchTerms {
  constructor(@inject(MALL_TOKENS.MallCatalog) private readonly mall: MallCatalog) {}

  async execute(input: { query: string }): Promise<Suggestion[]> {
    const query = searchableQuery(input.query);
    return query === null ? [] : this.mall.suggest(query);
  }
}
