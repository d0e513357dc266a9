import { ArticleDetail, ContentSuggestions, ExploreHome, GuideDetail } from '../../contract/explore';
import { ARTICLE_IDS } from '../../src/domain/explore/explore';
import { call } from './helpers/api';
import { createTestApp, dialects, type TestApp } from './helpers/testApp';

describe.each(dialects())('explore API on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: 0.05 });
  });
  afterAll(() => t.close());

  const get = (url: string) => call(t.app, 'GET', url);

  it('lists the 25 articles (featured apart) and the 40 guides, newest first', async () => {
    const response = await get('/v1/explore');
    expect(response.statusCode).toBe(200);
    const home = ExploreHome.parse(response.json().data);
    const ids = [...home.featured, ...home.articles].map((a) => a.id).sort((a, b) => a - b);
    expect(ids).toEqual([...ARTICLE_IDS]);
    expect(home.featured.length).toBeGreaterThanOrEqual(3);
    expect(home.guides).toHaveLength(40);
    const dates = home.articles.map((a) => a.published_at);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('serves an article with its sections, tips, reading time and group-buy cards linking into the mall', async () => {
    const article = ArticleDetail.parse((await get('/v1/explore/articles/1006')).json().data);
    expect(article).toMatchObject({ id: 1006, topic: 'newborn', topic_name: '新生兒照護', cover: '/images/explore/article-1006.svg' });
    expect(article.sections[0].heading).toBe('第一次幫寶寶洗澡');
    expect(article.tips).toHaveLength(3);
    expect(article.reading_minutes).toBeGreaterThanOrEqual(1);
    expect(article.products.length).toBeGreaterThan(0);
    for (const product of article.products) expect(product.url).toBe(`/groupbuy/${product.id}`);
  });

  it('answers 404 for a number outside the 25 fixed article ids, 400 for a malformed one', async () => {
    expect((await get('/v1/explore/articles/1026')).statusCode).toBe(404);
    expect((await get('/v1/explore/articles/1')).statusCode).toBe(404);
    const bad = await get('/v1/explore/articles/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error_code: expect.any(String), message: expect.any(String) });
  });

  it('serves a guide with its criteria and picks, each with a reason', async () => {
    const guide = GuideDetail.parse((await get('/v1/explore/guides/5')).json().data);
    expect(guide.title).toContain('奶瓶');
    expect(guide.criteria.length).toBeGreaterThanOrEqual(3);
    expect(guide.picks.length).toBeGreaterThan(0);
    expect(guide.pick_count).toBe(guide.picks.length);
    for (const pick of guide.picks) expect(pick.note).toMatch(/符合「.+」的挑選重點。$/);
    expect((await get('/v1/explore/guides/41')).statusCode).toBe(404);
    expect((await get('/v1/explore/guides/0')).statusCode).toBe(400);
  });

  it('suggests titles containing the query, articles first, at most 8', async () => {
    const body = ContentSuggestions.parse((await get(`/v1/explore/search/suggest?query=${encodeURIComponent('奶瓶')}`)).json().data);
    expect(body.suggestions.length).toBeGreaterThan(0);
    expect(body.suggestions.length).toBeLessThanOrEqual(8);
    expect(body.suggestions[0].path).toMatch(/^\/articles\/10\d\d$/);
    for (const s of body.suggestions) expect(s.text).toContain('奶瓶');
    const none = ContentSuggestions.parse((await get('/v1/explore/search/suggest?query=%25')).json().data);
    expect(none.suggestions).toEqual([]);
    expect((await get('/v1/explore/search/suggest?query=')).statusCode).toBe(400);
  });

  it('draws the article and guide covers, 404 for unknown ones', async () => {
    const cover = await get('/images/explore/article-1001.svg');
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toContain('image/svg+xml');
    expect(cover.body).toContain('懷孕準備');
    expect((await get('/images/explore/guide-3.svg')).statusCode).toBe(200);
    expect((await get('/images/explore/guide-99.svg')).statusCode).toBe(404);
    expect((await get('/images/explore/article-1.svg')).statusCode).toBe(404);
  });
});
