import { backfillSearch } from '../../server/services/search/backfill';
import { seedDatabase } from '../../server/db/seed/index';
import { createTestDatabase, dialects, TEST_PASSWORD_COST, type TestDatabase } from './helpers/testApp';

/** Migrations make the search tables only; a catalog written before them is indexed at start. */
describe.each(dialects())('the search backfill at start (%s)', (dialect) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(dialect);
    await seedDatabase(t.db, { scale: 0.02, passwordCost: TEST_PASSWORD_COST, now: Date.now() });
  }, 60_000);
  afterAll(() => t.drop());

  const count = async (table: 'search_terms' | 'search_synonyms' | 'search_ranked_words' | 'search_readings') =>
    Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  it('leaves an indexed database as it is', async () => {
    const before = await count('search_terms');
    expect(await backfillSearch(t.db)).toEqual({ synonyms: false, indexed: 0 });
    expect(await count('search_terms')).toBe(before);
  });

  it('writes the synonyms and the index a database with a catalog lacks', async () => {
    const terms = await count('search_terms');
    const ranked = await count('search_ranked_words');
    await t.db.deleteFrom('search_terms').execute();
    await t.db.deleteFrom('search_ranked_words').execute();
    await t.db.deleteFrom('search_synonyms').execute();
    const done = await backfillSearch(t.db);
    expect(done.synonyms).toBe(true);
    expect(done.indexed).toBeGreaterThan(0);
    expect(await count('search_terms')).toBe(terms);
    expect(await count('search_ranked_words')).toBe(ranked);
    expect(await count('search_synonyms')).toBeGreaterThan(0);
  });

  it('indexes again a database indexed before the readings existed (migration 0050)', async () => {
    const readings = await count('search_readings');
    expect(readings).toBeGreaterThan(0);
    await t.db.deleteFrom('search_readings').execute();
    expect((await backfillSearch(t.db)).indexed).toBeGreaterThan(0);
    expect(await count('search_readings')).toBe(readings);
  });
});
