import { SearchResult } from '../../contract/mall';
import { call } from './helpers/api';
import { createTestApp, dialects, type TestApp } from './helpers/testApp';

const NOW = Date.UTC(2026, 10, 20, 4, 0, 0);

describe.each(dialects())('search forgives typos that sound right (issue 30) on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: 0.2, now: () => NOW });
  });
  afterAll(() => t.close());

  const search = async (query: string, page = 1) => {
    const response = await call(t.app, 'GET', `/v3/shopping/search?query=${encodeURIComponent(query)}&page=${page}`);
    expect(response.statusCode).toBe(200);
    return SearchResult.parse(response.json().data);
  };

  it.each([['紙尿庫', '紙尿褲'], ['奶平', '奶瓶']])('answers %s with the results of %s, and says so', async (typo, word) => {
    const corrected = await search(typo);
    const right = await search(word);
    expect(right.total).toBeGreaterThan(0);
    expect(corrected).toMatchObject({ query: typo, did_you_mean: word, total: right.total, query_id: right.query_id });
    expect(corrected.products.map((p) => p.id)).toEqual(right.products.map((p) => p.id));
  });

  it('leaves a query that finds enough as it is', async () => {
    const result = await search('紙尿褲');
    expect(result.total).toBeGreaterThan(2);
    expect(result.did_you_mean).toBeUndefined();
  });

  it('offers no spelling when nothing sounds like the query either', async () => {
    const result = await search('齉齾');
    expect(result).toMatchObject({ total: 0 });
    expect(result.did_you_mean).toBeUndefined();
    expect(result.suggestions!.length).toBeGreaterThan(0);
  });

  it('keeps the readings of the bigrams it indexed', async () => {
    const rows = await t.db.selectFrom('search_readings').select(['reading', 'term']).where('term', 'in', ['尿褲', '奶瓶']).orderBy('term').execute();
    expect(rows).toEqual([{ reading: 'lai pin', term: '奶瓶' }, { reading: 'liao ku', term: '尿褲' }]);
  });
});
