import { inject, injectable } from '../injection';
import { MALL_TOKENS } from './tokens';
import type { MallCatalog } from './ports';

/** 熱門搜尋 for an empty mall search box (issue 30); none when the shop cannot answer (the box still works). */
@injectable()
export class HotSearchTerms {
  constructor(@inject(MALL_TOKENS.MallCatalog) private readonly mall: MallCatalog) {}

  async execute(): Promise<string[]> {
    try {
      return await this.mall.hotSearches();
    } catch {
      return [];
    }
  }
}
