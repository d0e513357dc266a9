import type { Container } from 'inversify';
import type { Kysely } from 'kysely';
import { MALL_TOKENS } from '../../src/application/mall/tokens';
import { buildTestContainer } from '../../src/infrastructure/di/buildTestContainer';
import { createDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import type { Database } from '../../server/db/schema';
import { seedDatabase } from '../../server/db/seed/index';
import { indexGroupBuys } from '../../server/services/search/indexer';
import { forgetLexicon } from '../../server/services/search/lexicon';
import { InProcessMallCatalog } from '../../server/ssr/inprocess/InProcessMallCatalog';
import { serviceCall } from '../../server/ssr/inprocess/serviceCall';

const SEEDED_AT = Date.UTC(2026, 10, 20, 4, 0, 0);

/**
 * The mall's search as shoppers reach it: the SearchGroupBuys and SuggestSearchTerms use cases over
 * the in-process catalog adapter (server/ssr/inprocess), on a small catalog in an in-memory database.
 */
export class SearchStage {
  private constructor(readonly db: Kysely<Database>, readonly container: Container) {}

  static async open(): Promise<SearchStage> {
    const db = await createDatabase(':memory:');
    await migrateToLatest(db);
    await seedDatabase(db, { scale: 0.05, now: SEEDED_AT, passwordCost: 2 ** 10 });
    const catalog = new InProcessMallCatalog({ db }, serviceCall(() => undefined));
    return new SearchStage(db, buildTestContainer((c) => c.rebind(MALL_TOKENS.MallCatalog).toConstantValue(catalog)));
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

  close(): Promise<void> {
    return this.db.destroy();
  }
}
