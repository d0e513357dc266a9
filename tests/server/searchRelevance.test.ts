import { checkRelevance, RELEVANCE_CASES } from '../../bench/searchRelevance';
import { createTestApp, dialects, type TestApp } from './helpers/testApp';

/** The relevance table of bench/searchRelevance.ts on the seeded catalog: the right thing comes first. */
describe.each(dialects())('search relevance on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: 1, now: () => Date.UTC(2026, 10, 20, 4, 0, 0) });
  }, 120_000);
  afterAll(() => t.close());

  it(`puts the expected result first for all ${RELEVANCE_CASES.length} parent queries`, async () => {
    const rows = await checkRelevance(t.db);
    expect(rows.filter((r) => !r.ok)).toEqual([]);
    expect(rows).toHaveLength(RELEVANCE_CASES.length);
  });
});
