import type { ExploreLibrary, QuestionSuggestions } from '../../src/application/explore/ports';
import { NotFoundError } from '../../src/domain/errors/clientErrors';
import { ApiExploreLibrary } from '../../src/infrastructure/http/ApiExploreLibrary';
import { ApiQaGateway } from '../../src/infrastructure/http/ApiQaGateway';
import { ApiQuestionSuggestions } from '../../src/infrastructure/http/ApiQuestionSuggestions';
import { InMemoryExploreLibrary, InMemoryQuestionSuggestions } from '../../src/infrastructure/memory/InMemoryExploreLibrary';
import { openRealShop, type RealShop } from './helpers/realShop';

interface Subject { library: ExploreLibrary; questions: QuestionSuggestions }

/**
 * 探索: articles, shopping guides and the search box's suggestions (SPEC §2.1), read only, so SQLite
 * alone: the fakes the Gherkin and the page tests use, stocked with every article, guide and question
 * title of the real server, and the typed clients over the real server.
 */
describe('ExploreLibrary and QuestionSuggestions contract', () => {
  let shop: RealShop;
  let real: Subject;
  let fake: Subject;

  beforeAll(async () => {
    shop = await openRealShop('sqlite');
    const api = shop.visitor();
    real = { library: new ApiExploreLibrary(api), questions: new ApiQuestionSuggestions(api) };
    const library = new InMemoryExploreLibrary();
    const home = await real.library.home();
    for (const [list, featured] of [[home.featured, true], [home.articles, false]] as const) {
      for (const a of list) library.articles.set(a.id, { ...(await real.library.article(a.id)), featured });
    }
    for (const g of home.guides) library.guides.set(g.id, await real.library.guide(g.id));
    const questions = new InMemoryQuestionSuggestions();
    const page = await new ApiQaGateway(api).questions({ sort: 'recent', page: 1 });
    questions.questions.push(...page.questions.map((q) => ({ text: q.title, path: `/qa/${q.id}` })));
    fake = { library, questions };
  });
  afterAll(() => shop.close());

  const subjects: [string, () => Subject][] = [['the in-memory fakes', () => fake], ['the typed clients over the real server', () => real]];

  describe.each(subjects)('%s', (_name, subject) => {
    let s: Subject;
    beforeEach(() => { s = subject(); });

    it('opens on the featured articles, the others and the guides, each newest first', async () => {
      const home = await s.library.home();
      expect(home).toEqual(await real.library.home());
      const newestFirst = (xs: { publishedAt: number }[]) => xs.every((x, i) => i === 0 || xs[i - 1].publishedAt >= x.publishedAt);
      expect([newestFirst(home.featured), newestFirst(home.articles), newestFirst(home.guides)]).toEqual([true, true, true]);
    });

    it('reads an article and a guide, and refuses ids it does not have', async () => {
      const home = await s.library.home();
      const [article] = [...home.featured, ...home.articles];
      expect((await s.library.article(article.id)).title).toBe(article.title);
      expect((await s.library.guide(home.guides[0].id)).title).toBe(home.guides[0].title);
      await expect(s.library.article(987_654)).rejects.toBeInstanceOf(NotFoundError);
      await expect(s.library.guide(987_654)).rejects.toBeInstanceOf(NotFoundError);
    });

    it('suggests an article and a question by a word of their titles, with their paths', async () => {
      const home = await s.library.home();
      const article = [...home.featured, ...home.articles][0];
      expect(await s.library.suggest(article.title)).toContainEqual({ text: article.title, path: `/articles/${article.id}` });
      const [question] = (fake.questions as InMemoryQuestionSuggestions).questions;
      // The title's first phrase: the forum searches words, not sentences with their punctuation.
      expect(await s.questions.suggest(question.text.split(/[，？。！、\s]/)[0])).toContainEqual(question);
      expect(await s.library.suggest('zzqxv')).toEqual([]);
    });
  });
});
