import type { Container } from 'inversify';
import type { Kysely } from 'kysely';
import { MALL_TOKENS } from '../../src/application/mall/tokens';
import { buildTestContainer } from '../../src/infrastructure/di/buildTestContainer';
import { ApiMallCatalog } from '../../src/infrastructure/http/ApiMallCatalog';
import { InMemoryTokenStore } from '../../src/infrastructure/memory/InMemoryTokenStore';
import type { Database } from '../../server/db/schema';
import { indexGroupBuys } from '../../server/services/search/indexer';
import { forgetLexicon } from '../../server/services/search/lexicon';
import { searchQueryId } from '../../server/services/tracking/searchQueryId';
import { apiClientOf } from '../../tests/server/helpers/apiClient';
import { createTestApp, type TestApp } from '../../tests/server/helpers/testApp';

const SEEDED_AT = Date.UTC(2026, 10, 20, 4, 0, 0);

/**
 * The mall's search as shoppers reach it: the SearchGroupBuys and SuggestSearchTerms use cases over
 * the typed client in process (the page server's way to the API), on a small catalog in an in-memory database.
 */
export class SearchStage {
  readonly db: Kysely<Database>;
  private constructor(private readonly shop: TestApp, readonly container: Container) {
    this.db = shop.db;
  }

  static async open(): Promise<SearchStage> {
    const shop = await createTestApp('sqlite', { seed: 0.05, now: () => SEEDED_AT });
    const catalog = new ApiMallCatalog(apiClientOf(shop.app, new InMemoryTokenStore(), 'in-process'));
    return new SearchStage(shop, buildTestContainer((c) => c.rebind(MALL_TOKENS.MallCatalog).toConstantValue(catalog)));
  }

  /** Turns an open group-buy of the sub category into one with this title (and brand), indexed again. */
  async sell(title: string, category: string, brand?: string): Promise<void> {
    const row = await this.db.selectFrom('group_buys').innerJoin('categories', 'categories.id', 'group_buys.category_id')
      .select(['group_buys.id', 'group_buys.brand_id']).where('categories.name', '=', category).where('group_buys.status', '=', 'open')
      .orderBy('group_buys.id').executeTakeFirstOrThrow();
    if (brand) await this.db.updateTable('brands').set({ name: brand }).where('id', '=', row.brand_id).execute();
    await this.db.updateTable('group_buys').set({ title }).where('id', '=', row.id).execute();
    const sameBrand = await this.db.selectFrom('group_buys').select('id').where('brand_id', '=', row.brand_id).execute();
    await indexGroupBuys(this.db, sameBrand.map((r) => r.id));
    forgetLexicon(this.db);
  }

  async categoryOf(groupBuyId: number): Promise<string> {
    return (await this.db.selectFrom('group_buys').innerJoin('categories', 'categories.id', 'group_buys.category_id')
      .select('categories.name').where('group_buys.id', '=', groupBuyId).executeTakeFirstOrThrow()).name;
  }

  /** `visitors` parents clicked a result of a search for `query` this week (a qualified search, SPEC §5). */
  async searchedThisWeek(query: string, visitors: number): Promise<void> {
    const rows = Array.from({ length: visitors }, (_, i) => ({
      kind: 'click' as const, query_id: searchQueryId(query, 1), search_index: 'groupbuys', object_id: '1', event: 'click', position: 1,
      visitor_id: `parent-${i}`, member_id: null, created_at: SEEDED_AT - 60_000,
    }));
    await this.db.insertInto('search_events').values(rows).execute();
  }

  close(): Promise<void> {
    return this.shop.close();
  }
}
