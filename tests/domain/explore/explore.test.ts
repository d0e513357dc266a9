import {
  ARTICLE_IDS, filterExplore, orderedPicks, parseArticleId, parseGuideId, readingMinutes, type ArticleSummary, type ExploreHome, type GuidePick,
} from '../../../src/domain/explore/explore';

const article = (id: number, title: string, summary = ''): ArticleSummary => ({
  id, topic: 'sleep', topicName: '寶寶睡眠', title, summary, cover: '', author: '', publishedAt: id, readingMinutes: 1,
});

describe('the fixed article ids (SPEC §5)', () => {
  it('has exactly 25 distinct ids', () => {
    expect(new Set(ARTICLE_IDS).size).toBe(25);
  });

  it.each([['1001', 1001], ['1025', 1025]])('accepts %p', (raw, id) => {
    expect(parseArticleId(raw)).toBe(id);
  });

  it.each(['1000', '1026', '01001', '1001.0', 'abc', '', ' 1001', undefined])('rejects %p', (raw) => {
    expect(parseArticleId(raw)).toBeNull();
  });
});

describe('guide ids are numeric', () => {
  it.each([['1', 1], ['40', 40], ['123456789', 123456789]])('accepts %p', (raw, id) => {
    expect(parseGuideId(raw)).toBe(id);
  });

  it.each(['0', '-1', '07', '1e3', 'x', '', '1234567890', undefined])('rejects %p', (raw) => {
    expect(parseGuideId(raw)).toBeNull();
  });
});

describe('reading time', () => {
  it('counts 400 characters a minute, ignoring spaces, rounding up', () => {
    expect(readingMinutes(['字'.repeat(400)])).toBe(1);
    expect(readingMinutes(['字'.repeat(401)])).toBe(2);
    expect(readingMinutes(['字 '.repeat(800), '字'.repeat(400)])).toBe(3);
  });

  it('says at least one minute', () => {
    expect(readingMinutes([])).toBe(1);
  });
});

describe('the explore title filter', () => {
  const home: ExploreHome = {
    featured: [article(1, '寶寶睡過夜的秘訣')],
    articles: [article(2, '副食品進程表', '從十倍粥到小丁'), article(3, '安全睡眠環境')],
    guides: [{ id: 1, title: '防踢被怎麼挑？', summary: '寶寶睡覺不著涼', cover: '', publishedAt: 1, pickCount: 3 }],
  };

  it('keeps everything without a query', () => {
    expect(filterExplore(home, '  ')).toBe(home);
  });

  it('keeps articles and guides whose title or summary holds every word', () => {
    const found = filterExplore(home, '睡');
    expect(found.featured).toEqual([]);
    expect(found.articles.map((a) => a.id)).toEqual([1, 3]);
    expect(found.guides.map((g) => g.id)).toEqual([1]);
    expect(filterExplore(home, '十倍粥 小丁').articles.map((a) => a.id)).toEqual([2]);
    expect(filterExplore(home, '十倍粥 睡眠').articles).toEqual([]);
  });
});

describe('guide picks', () => {
  const pick = (id: number, price: number | null): GuidePick => ({
    note: '', card: { id, url: `/groupbuy/${id}`, image: null, title: '', description: '', label: null, price, originalPrice: null, priceSpecialText: null, likeCount: null, priceSuffix: null, isAdultOnly: false },
  });

  it('puts picks without a shown price last and keeps at most 8', () => {
    const picks = [pick(1, null), pick(2, 399), ...Array.from({ length: 8 }, (_, i) => pick(10 + i, 100))];
    const ordered = orderedPicks(picks);
    expect(ordered).toHaveLength(8);
    expect(ordered[0].card.id).toBe(2);
    expect(ordered.map((p) => p.card.id)).not.toContain(1);
  });
});
