import type { GroupBuyCard } from '../../domain/catalog/GroupBuyCard';
import type { RatingSummary, Review } from '../../domain/catalog/reviews';
import type { GroupList } from './ports';

/** The catalog pages (SPEC §2.1 curation, category, brand, reviews, event) as the shop reads them. */
export interface CategoryRef { id: number; name: string; path: string }
export interface BranchRef { path: string; name: string; color: string }

export interface CurationPage { id: number; path: string; title: string; description: string; color: string; list: GroupList }

export interface CategoryPage {
  id: number;
  name: string;
  level: number;
  path: string;
  branch: BranchRef;
  main: CategoryRef;
  sub: CategoryRef | null;
  /** Sub categories to narrow to (children of a main category, siblings of a sub one). */
  chips: CategoryRef[];
  list: GroupList;
}

export interface Brand { id: number; name: string; country: string; description: string; color: string }
export interface BrandPage { brand: Brand; categories: (CategoryRef & { count: number })[]; newest: GroupBuyCard[]; rating: RatingSummary }
export interface BrandGroupBuys { brand: Brand; category: (CategoryRef & { branch: BranchRef }) | null; list: GroupList }

export type ReviewSubjectKind = 'groupbuy' | 'brand' | 'item';
export interface ReviewSubject { kind: ReviewSubjectKind; id: number }
export interface ReviewPage {
  subject: ReviewSubject & { title: string; url: string; image: string | null };
  rating: RatingSummary;
  /** Reviews per star, index 0 = 1 star. */
  starCounts?: number[];
  reviews: Review[];
  page: number;
  hasMore: boolean;
}

export interface ShopEvent { id: number; path: string; title: string; description: string; color: string; startsAt: number; endsAt: number }
export interface EventPage { event: ShopEvent; list: GroupList }
export interface EventSection { branch: BranchRef; total: number; cards: GroupBuyCard[] }
export interface EventBranches { event: ShopEvent; sections: EventSection[] }

/** Unknown ids and paths reject with the not-found client error (SPEC §8). */
export interface CatalogPages {
  curation(path: string, page: number): Promise<CurationPage>;
  category(id: number, page: number): Promise<CategoryPage>;
  brand(id: number): Promise<BrandPage>;
  brandGroupBuys(id: number, options: { page: number; categoryPath?: string }): Promise<BrandGroupBuys>;
  reviews(subject: ReviewSubject, page: number): Promise<ReviewPage>;
  event(path: string, page: number): Promise<EventPage>;
  eventBranches(path: string): Promise<EventBranches>;
}
