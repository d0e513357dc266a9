import { call } from '../helpers/api';
import { createTestApp, dialects, type TestApp } from '../helpers/testApp';
import { copyProblems, ladderProblems, modelSpreadProblems, priceBandProblems, readCatalog, type Read } from './catalogRules';
import { adultProblems, articleProblems, newbornHookProblems, reviewProblems } from './contentRules';
import { readForum, threadProblems, timelineProblems, type Thread } from './forumRules';

const NOW = Date.parse('2027-03-15T10:30:00+08:00');
/** The first problems found, so a failure names them. */
const first = (problems: string[]) => problems.slice(0, 8);

/**
 * Issue 30: the scale-1 seed reads like a real shop. One product record drives title, copy, 規格, size guide,
 * price ladder and review themes, so none of them contradicts another; Q&A threads and articles speak with one voice.
 */
describe.each(dialects())('the scale-1 seed never contradicts itself on %s', (dialect) => {
  let t: TestApp;
  let catalog: Read[];
  let forum: Thread[];
  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: 1, now: () => NOW });
    catalog = await readCatalog(t.db);
    forum = await readForum(t.db);
  }, 240_000);
  afterAll(() => t.close());

  it('prices every pack and size on a coherent ladder, each option below its own 原價', () => {
    expect(catalog.length).toBe(1500);
    expect(first(catalog.flatMap((r) => ladderProblems(r).map((p) => `${r.gb} ${r.noun}: ${p}`)))).toEqual([]);
    expect(first(modelSpreadProblems(catalog))).toEqual([]);
  });

  it('prices each kind of goods inside a Taiwanese shop\'s band (a millilitre of 妊娠霜 or 按摩油 at most NT$12)', () => {
    expect(first(catalog.flatMap((r) => priceBandProblems(r).map((p) => `${r.gb} ${r.noun}: ${p}`)))).toEqual([]);
  });

  it('writes one product in the title, the copy, the 規格 table and the size guide', () => {
    expect(first(catalog.flatMap((r) => copyProblems(r).map((p) => `${r.gb}: ${p}`)))).toEqual([]);
  });

  it('keeps reviews on the kind of goods reviewed, and fit only where size matters', async () => {
    expect(first(await reviewProblems(t.db))).toEqual([]);
  });

  it('keeps adult-only goods out of baby contexts: hooks, ages, home and branch lists, guides and baby searches', async () => {
    expect(first(await adultProblems(t.db))).toEqual([]);
    expect(first(await newbornHookProblems(t.db))).toEqual([]);
    for (const query of ['寶寶', '新生兒', '嬰兒', '寶貝', '彌月', '兒童', 'baby']) {
      const found = (await call(t.app, 'GET', `/v3/shopping/search?query=${encodeURIComponent(query)}&limit=100`)).json().data.products;
      expect(found.filter((p: { is_adult_only: boolean }) => p.is_adult_only).map((p: { title: string }) => `${query}: ${p.title}`)).toEqual([]);
    }
  });

  it('tells each Q&A thread as one story, over months, with real reply times and no recycled sentences', () => {
    expect(first(forum.flatMap(threadProblems))).toEqual([]);
    expect(timelineProblems(forum, NOW)).toEqual([]);
  });

  it('never has an article or guide contradict what it recommends, and times reading from the text', async () => {
    expect(first(await articleProblems(t.db))).toEqual([]);
    const articles = await t.db.selectFrom('articles').select(['id', 'summary', 'sections', 'tips']).execute();
    for (const a of articles) {
      const body = (await call(t.app, 'GET', `/v1/explore/articles/${a.id}`)).json().data;
      const sections = JSON.parse(a.sections) as { heading: string; paragraphs: string[] }[];
      const chars = [a.summary, ...sections.flatMap((s) => [s.heading, ...s.paragraphs]), ...(JSON.parse(a.tips) as string[])].join('').replace(/\s/g, '').length;
      expect([a.id, body.reading_minutes]).toEqual([a.id, Math.max(1, Math.ceil(chars / 400))]);
    }
  });
});
