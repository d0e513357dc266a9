import type { GroupList } from '../../application/catalog/ports';
import type {
  BranchRef, BrandGroupBuys, BrandPage, CatalogPages, CategoryPage, CurationPage, EventBranches, EventPage, ReviewPage, ReviewSubject,
} from '../../application/catalog/pagePorts';
import type { GroupBuyCard } from '../../domain/catalog/GroupBuyCard';
import type { Review } from '../../domain/catalog/reviews';
import { averageRating } from '../../domain/catalog/reviews';
import { NotFoundError } from '../../domain/errors/clientErrors';

const PAGE_SIZE = 20;
const REVIEW_PAGE_SIZE = 10;

type Paged<T> = Omit<T, 'list'> & { cards: GroupBuyCard[] };

function paged(title: string, cards: GroupBuyCard[], page: number): GroupList {
  const start = (page - 1) * PAGE_SIZE;
  return { title, cards: cards.slice(start, start + PAGE_SIZE), page, hasMore: cards.length > start + PAGE_SIZE };
}

function found<T>(value: T | undefined): T {
  if (value === undefined) throw new NotFoundError();
  return value;
}

/** The catalog pages in memory: whole pages stored by id or path, lists paged 20 (reviews 10) at a time. */
export class InMemoryCatalogPages implements CatalogPages {
  readonly curations = new Map<string, Paged<CurationPage>>();
  readonly categories = new Map<number, Paged<CategoryPage>>();
  /** A brand's group-buys each carry the category path they are listed under. */
  readonly brands = new Map<number, BrandPage & { items: { card: GroupBuyCard; categoryPath: string }[] }>();
  readonly branches = new Map<string, BranchRef>();
  readonly reviewsBySubject = new Map<string, Omit<ReviewPage, 'reviews' | 'rating' | 'page' | 'hasMore'> & { reviews: Review[] }>();
  readonly events = new Map<string, EventBranches>();

  async curation(path: string, page: number): Promise<CurationPage> {
    const { cards, ...curation } = found(this.curations.get(path));
    return { ...curation, list: paged(curation.title, cards, page) };
  }

  async category(id: number, page: number): Promise<CategoryPage> {
    const { cards, ...category } = found(this.categories.get(id));
    return { ...category, list: paged(category.name, cards, page) };
  }

  async brand(id: number): Promise<BrandPage> {
    const { items: _items, ...brand } = found(this.brands.get(id));
    return brand;
  }

  /** A category path narrows to the group-buys listed under it or below it. */
  async brandGroupBuys(id: number, options: { page: number; categoryPath?: string }): Promise<BrandGroupBuys> {
    const { brand, items, categories } = found(this.brands.get(id));
    const path = options.categoryPath;
    if (path === undefined) return { brand, category: null, list: paged(`${brand.name}的全部團購`, items.map((i) => i.card), options.page) };
    const category = found(categories.find((c) => c.path === path));
    const branch = found(this.branches.get(path.split('/')[0]));
    const inside = items.filter((i) => i.categoryPath === path || i.categoryPath.startsWith(`${path}/`)).map((i) => i.card);
    return { brand, category: { id: category.id, name: category.name, path, branch }, list: paged(`${brand.name}・${category.name}`, inside, options.page) };
  }

  async reviews(subject: ReviewSubject, page: number): Promise<ReviewPage> {
    const stored = found(this.reviewsBySubject.get(`${subject.kind}:${subject.id}`));
    const all = [...stored.reviews].sort((a, b) => b.createdAt - a.createdAt);
    const start = (page - 1) * REVIEW_PAGE_SIZE;
    const sum = all.reduce((total, r) => total + r.rating, 0);
    return {
      subject: stored.subject,
      rating: { count: all.length, average: averageRating(sum, all.length) },
      // As the server: how many reviews gave each star, 1 to 5.
      starCounts: [1, 2, 3, 4, 5].map((star) => all.filter((r) => r.rating === star).length),
      reviews: all.slice(start, start + REVIEW_PAGE_SIZE),
      page,
      hasMore: all.length > start + REVIEW_PAGE_SIZE,
    };
  }

  async event(path: string, page: number): Promise<EventPage> {
    const { event, sections } = found(this.events.get(path));
    return { event, list: paged('活動商品', sections.flatMap((s) => s.cards), page) };
  }

  async eventBranches(path: string): Promise<EventBranches> {
    return found(this.events.get(path));
  }
}
