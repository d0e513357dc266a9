import type { ExploreLibrary, QuestionSuggestions } from '../../application/explore/ports';
import { NotFoundError } from '../../domain/errors/clientErrors';
import type { Article, ExploreHome, ExploreSuggestion, Guide } from '../../domain/explore/explore';

function found<T>(value: T | undefined): T {
  if (value === undefined) throw new NotFoundError();
  return value;
}

const suggestFrom = (items: ExploreSuggestion[], query: string) =>
  items.filter((s) => s.text.toLowerCase().includes(query.toLowerCase())).slice(0, 8);

/** Articles and guides in memory; the home page lists them newest first, featured apart. */
export class InMemoryExploreLibrary implements ExploreLibrary {
  readonly articles = new Map<number, Article & { featured?: boolean }>();
  readonly guides = new Map<number, Guide>();

  async home(): Promise<ExploreHome> {
    const articles = [...this.articles.values()].sort((a, b) => b.publishedAt - a.publishedAt);
    const summary = ({ sections: _s, tips: _t, groupBuys: _g, featured: _f, ...rest }: Article & { featured?: boolean }) => rest;
    return {
      featured: articles.filter((a) => a.featured).map(summary),
      articles: articles.filter((a) => !a.featured).map(summary),
      guides: [...this.guides.values()].sort((a, b) => b.publishedAt - a.publishedAt).map(({ intro: _i, criteria: _c, picks: _p, ...rest }) => rest),
    };
  }

  async article(id: number): Promise<Article> {
    const { featured: _featured, ...article } = found(this.articles.get(id));
    return article;
  }

  async guide(id: number): Promise<Guide> {
    return found(this.guides.get(id));
  }

  async suggest(query: string): Promise<ExploreSuggestion[]> {
    return suggestFrom([
      ...[...this.articles.values()].map((a) => ({ text: a.title, path: `/articles/${a.id}` })),
      ...[...this.guides.values()].map((g) => ({ text: g.title, path: `/guide/${g.id}` })),
    ], query);
  }
}

/** Question titles in memory, for the qa suggestions. */
export class InMemoryQuestionSuggestions implements QuestionSuggestions {
  readonly questions: ExploreSuggestion[] = [];

  async suggest(query: string): Promise<ExploreSuggestion[]> {
    return suggestFrom(this.questions, query);
  }
}
