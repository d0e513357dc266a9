import { queryOptions } from '@tanstack/react-query';
import type { Resolver } from '../../../application/injection';
import { LoadBranchPage } from '../../../application/mall/LoadBranchPage';
import { LoadFeaturedList } from '../../../application/mall/LoadFeaturedList';
import { LoadFloor } from '../../../application/mall/LoadFloor';
import { LoadGroupListPage } from '../../../application/mall/LoadGroupListPage';
import { LoadMallMenu } from '../../../application/mall/LoadMallMenu';
import { SearchGroupBuys } from '../../../application/mall/SearchGroupBuys';
import { SuggestSearchTerms } from '../../../application/mall/SuggestSearchTerms';
import type { FeaturedType, GroupListType } from '../../../domain/mall/browse';
import { parsePage } from '../../../domain/mall/filters';

/** Query keys and fetchers of the browse pages, all through use cases; loaders, metas and pages share them (the mall bar's is mallNavQuery.ts). */

export const mallMenuQuery = (container: Resolver) =>
  queryOptions({ queryKey: ['mall', 'menu'], queryFn: () => container.get(LoadMallMenu).execute() });

/** The filters travel raw in the key; the use case drops unknown values. */
export const branchPageInput = (branchPath: string, search: URLSearchParams) => ({
  branchPath,
  query: { age: search.get('age'), mall: search.get('mall'), sort: search.get('sort') },
  page: parsePage(search.get('page')),
});

export const branchPageQuery = (container: Resolver, input: ReturnType<typeof branchPageInput>) =>
  queryOptions({ queryKey: ['mall', 'branch', input], queryFn: () => container.get(LoadBranchPage).execute(input) });

export const groupListPageQuery = (container: Resolver, branchPath: string, type: GroupListType, page: number) =>
  queryOptions({
    queryKey: ['mall', 'list', branchPath, type, page],
    queryFn: () => container.get(LoadGroupListPage).execute({ branchPath, type, page }),
  });

export const floorQuery = (container: Resolver, path: string, page: number) =>
  queryOptions({ queryKey: ['mall', 'floor', path, page], queryFn: () => container.get(LoadFloor).execute({ path, page }) });

export const featuredQuery = (container: Resolver, type: FeaturedType, page: number) =>
  queryOptions({ queryKey: ['mall', 'featured', type, page], queryFn: () => container.get(LoadFeaturedList).execute({ type, page }) });

export const searchQuery = (container: Resolver, query: string, page: number) =>
  queryOptions({ queryKey: ['mall', 'search', query, page], queryFn: () => container.get(SearchGroupBuys).execute({ query, page }) });

export const suggestQuery = (container: Resolver, query: string) =>
  queryOptions({ queryKey: ['mall', 'suggest', query], queryFn: () => container.get(SuggestSearchTerms).execute({ query }), staleTime: 60_000 });
