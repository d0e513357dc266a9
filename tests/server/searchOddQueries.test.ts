import { call } from './helpers/api';
import { dialects, type TestApp } from './helpers/testApp';
import { createPageApp, fullLoad } from './ssr/pageApp';

/** What parents and scripts type: a bare number, query-syntax characters, operators, an emoji. */
const QUERIES = ['0', '00', '0 OR 1', '"', '*', '-', 'AND', 'NEAR(', '^', ':', '😀', '%', '_', '\\', "'", '(', '０', 'NaN', '尿布', 'pigeon'];

/** Every search the API answers, with the list each answers (results, or an empty list). */
const API = [
  { url: '/v3/shopping/search?query=', list: (data: Record<string, unknown>) => data.products },
  { url: '/v3/shopping/search/suggest?query=', list: (data: Record<string, unknown>) => data.suggestions },
  { url: '/v1/qa/search?query=', list: (data: Record<string, unknown>) => data.questions },
  { url: '/v1/qa/search/suggest?query=', list: (data: Record<string, unknown>) => data.suggestions },
  { url: '/v1/explore/search/suggest?query=', list: (data: Record<string, unknown>) => data.suggestions },
];

/** Every page a search opens: the mall's results, the forum's, explore's, and the three search-suggest pages. */
const PAGES = ['/groupbuy/search?query=', '/qa/search?query=', '/explore?query=', '/search-suggest/mall?query=', '/search-suggest/qa?query=', '/search-suggest/explore?query='];

/** Click reports nobody's browser sends, which anyone can post for a search's public query id. */
const FORGED_OBJECT_IDS = ['abc', '1e400', '99999999999', '-1', '１', '0x'];

describe.each(dialects())('searches for odd words answer, never 5xx (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createPageApp(dialect, { seed: 0.05 });
  });
  afterAll(() => t.close());

  async function apiAnswers(): Promise<string[]> {
    const wrong: string[] = [];
    for (const query of QUERIES) {
      for (const { url, list } of API) {
        const response = await call(t.app, 'GET', url + encodeURIComponent(query));
        if (response.statusCode !== 200 || !Array.isArray(list(response.json().data))) wrong.push(`${response.statusCode} ${url}${query}`);
      }
    }
    return wrong;
  }

  it('every search call answers 200 with a list (results or none)', async () => {
    expect(await apiAnswers()).toEqual([]);
  });

  it('every search page renders', async () => {
    const wrong: string[] = [];
    for (const query of QUERIES) {
      for (const page of PAGES) {
        const response = await fullLoad(t.app, page + encodeURIComponent(query));
        if (response.statusCode !== 200) wrong.push(`${response.statusCode} ${page}${query}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('a forged click after a search does not break the next same search (the search for "0" that answered 500)', async () => {
    for (const query of QUERIES) {
      const { query_id } = (await call(t.app, 'GET', `/v3/shopping/search?query=${encodeURIComponent(query)}`)).json().data as { query_id: string };
      for (const object_id of FORGED_OBJECT_IDS) {
        const click = await call(t.app, 'POST', '/search/v1/click-after-search', { body: { query_id, index: 'groupbuys', object_id, event: 'click', position: 1 } });
        expect(click.statusCode).toBe(202);
      }
    }
    expect(await apiAnswers()).toEqual([]);
    const page = await fullLoad(t.app, '/groupbuy/search?query=0');
    expect(page.statusCode).toBe(200);
  });
});
