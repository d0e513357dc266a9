import { HOT_SEARCH_LIMIT, HotSearches } from '../../contract/mall';
import { searchQueryId } from '../../server/services/tracking/searchQueryId';
import { call } from './helpers/api';
import { createTestApp, dialects, type TestApp } from './helpers/testApp';

const NOW = Date.UTC(2026, 10, 20, 4, 0, 0);
const DAY = 24 * 60 * 60 * 1000;

describe.each(dialects())('熱門搜尋 (issue 30) on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: 0.05, now: () => NOW });
  });
  afterAll(() => t.close());

  const hot = async () => {
    const response = await call(t.app, 'GET', '/v3/shopping/search/hot');
    expect(response.statusCode).toBe(200);
    return HotSearches.parse(response.json().data).searches;
  };
  /** `visitors` different visitors clicked a result of `query` (page `page`), `daysAgo` days ago. */
  const clicked = async (query: string, visitors: number, daysAgo = 1, page = 1) => {
    const rows = Array.from({ length: visitors }, (_, i) => ({
      kind: 'click' as const, query_id: searchQueryId(query, page), search_index: 'groupbuys', object_id: '1', event: 'click', position: 1,
      visitor_id: `v-${query}-${i}`, member_id: null, created_at: NOW - daysAgo * DAY,
    }));
    await t.db.insertInto('search_events').values(rows).execute();
  };

  it('falls back to the seeded popular searches when nobody searched this week', async () => {
    const searches = await hot();
    expect(searches).toHaveLength(HOT_SEARCH_LIMIT);
    expect(searches).toContain('紙尿褲');
  });

  it('puts the shop words searched by the most visitors in the last 7 days first, never a typed text', async () => {
    await clicked('奶瓶', 3);
    await clicked('奶瓶', 1, 2, 2);
    await clicked('推車', 2);
    await clicked('我家寶寶的名字', 9);
    await clicked('濕紙巾', 20, 8);
    const searches = await hot();
    expect(searches.slice(0, 2)).toEqual(['奶瓶', '推車']);
    expect(searches).not.toContain('我家寶寶的名字');
    expect(searches.indexOf('濕紙巾')).not.toBe(2);
    expect(new Set(searches).size).toBe(searches.length);
  });
});
