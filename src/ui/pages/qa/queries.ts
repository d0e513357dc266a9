import { queryOptions } from '@tanstack/react-query';
import type { Resolver } from '../../../application/injection';
import { ListQuestions, LoadQaCategories, LoadQuestion, SearchQuestions } from '../../../application/qa/reads';

/** Query keys and fetchers of the Q&A pages, all through use cases. */
export const qaKeys = {
  categories: ['qa', 'categories'] as const,
  list: (sort: string, categoryId: number | null, tagId: number | null, page: number) => ['qa', 'list', sort, categoryId, tagId, page] as const,
  search: (query: string, page: number) => ['qa', 'search', query, page] as const,
  question: (id: number) => ['qa', 'question', id] as const,
};

export const qaCategoriesQuery = (container: Resolver) =>
  queryOptions({ queryKey: qaKeys.categories, queryFn: () => container.get(LoadQaCategories).execute(), staleTime: 10 * 60_000 });

export interface ListParams { sort: 'recent' | 'popular'; categoryId: number | null; tagId: number | null; page: number }

export const questionListQuery = (container: Resolver, p: ListParams) =>
  queryOptions({
    queryKey: qaKeys.list(p.sort, p.categoryId, p.tagId, p.page),
    queryFn: () => container.get(ListQuestions).execute({ sort: p.sort, categoryId: p.categoryId ?? undefined, tagId: p.tagId ?? undefined, page: p.page }),
  });

export const qaSearchQuery = (container: Resolver, query: string, page: number) =>
  queryOptions({ queryKey: qaKeys.search(query, page), queryFn: () => container.get(SearchQuestions).execute({ query, page }) });

export const questionQuery = (container: Resolver, id: number) =>
  queryOptions({ queryKey: qaKeys.question(id), queryFn: () => container.get(LoadQuestion).execute({ id }) });

/** Path ids are digits only; anything else is the 404 page. */
export const qaId = (value: string | undefined): number | null =>
  value !== undefined && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;

/** A malformed or missing `?page=` is page 1. */
export const qaPage = (value: string | null): number => (value && /^\d{1,4}$/.test(value) && Number(value) > 0 ? Number(value) : 1);

export const searchText = (url: URL): string => (url.searchParams.get('query') ?? '').trim().slice(0, 50);
