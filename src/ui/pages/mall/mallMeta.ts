import type { GroupList } from '../../../application/catalog/ports';
import type { BranchPage } from '../../../application/mall/LoadBranchPage';
import type { FloorPage, SearchPage } from '../../../application/mall/ports';
import { isSuggestType, type BranchCategories, type FeaturedType, type GroupListType } from '../../../domain/mall/browse';
import { parsePage, serializeFilters } from '../../../domain/mall/filters';
import { breadcrumbJsonLd, itemListJsonLd } from '../../meta/listJsonLd';
import { pageMeta, type PageMeta } from '../../meta/PageMeta';
import type { MetaContext } from '../../routes/RouteData';
import { branchPageInput, branchPageQuery, featuredQuery, floorQuery, groupListPageQuery, mallMenuQuery, searchQuery } from './mallQueries';
import { ExploreCopy } from '../explore/messages';
import { MallCopy } from './messages';

/** Meta read from the cache the loader filled; the container is not needed for a key. */
const cached = <T>(ctx: MetaContext, options: { queryKey: readonly unknown[] }) => ctx.queryClient.getQueryData<T>(options.queryKey);
const NO_CONTAINER = null as never;
const pageOf = (ctx: MetaContext) => parsePage(ctx.url.searchParams.get('page'));
const withPage = (path: string, page: number) => (page > 1 ? `${path}${path.includes('?') ? '&' : '?'}page=${page}` : path);

function listMeta(ctx: MetaContext, title: string, path: string, list: GroupList | undefined, description?: string): PageMeta {
  const crumbs: [string, string][] = [[MallCopy.home, '/'], [title, path]];
  return pageMeta({
    title, description, canonicalPath: withPage(path, pageOf(ctx)),
    jsonLd: [breadcrumbJsonLd(ctx.url.origin, crumbs), itemListJsonLd(ctx.url.origin, title, list?.cards ?? [])],
  });
}

export function mallMeta(ctx: MetaContext): PageMeta {
  const branchPath = ctx.params.branchPath ?? 'all';
  const data = cached<BranchPage>(ctx, branchPageQuery(NO_CONTAINER, branchPageInput(branchPath, ctx.url.searchParams)));
  const name = data?.detail?.branch.name ?? MallCopy.allMallName;
  const query = new URLSearchParams(data ? serializeFilters(data.filters) : {}).toString();
  return listMeta(ctx, name, `/mall/${branchPath}${query ? `?${query}` : ''}`, data?.list, MallCopy.mallDescription(name));
}

export function groupListMeta(ctx: MetaContext): PageMeta {
  const { branchPath = 'all', type } = ctx.params;
  const list = cached<GroupList>(ctx, groupListPageQuery(NO_CONTAINER, branchPath, type as GroupListType, pageOf(ctx)));
  return listMeta(ctx, list?.title || MallCopy.listTitles[type as GroupListType], `/mall/${branchPath}/groupbuy/${type}`, list);
}

export function floorMeta(ctx: MetaContext): PageMeta {
  const floor = cached<FloorPage>(ctx, floorQuery(NO_CONTAINER, ctx.params.path ?? '', pageOf(ctx)));
  return listMeta(ctx, floor?.floor.title ?? MallCopy.floorsTitle, `/groupbuy/category/${ctx.params.path}`, floor);
}

export function featuredMeta(ctx: MetaContext): PageMeta {
  const type = ctx.params.type as FeaturedType;
  const list = cached<GroupList>(ctx, featuredQuery(NO_CONTAINER, type, pageOf(ctx)));
  return listMeta(ctx, `${MallCopy.featuredTabs[type]}｜${MallCopy.featuredTitle}`, `/featured-products/${type}`, list, MallCopy.featuredDescription);
}

export function searchMeta(ctx: MetaContext): PageMeta {
  const query = ctx.url.searchParams.get('query') ?? '';
  const result = cached<SearchPage>(ctx, searchQuery(NO_CONTAINER, query, pageOf(ctx)));
  const title = result?.query ? MallCopy.searchResultTitle(result.query) : MallCopy.searchTitle;
  // Result pages are endless variations of one page: keep them out of the index.
  return { ...listMeta(ctx, title, `/groupbuy/search`, result), robots: 'noindex, follow' };
}

export function mallMenuMeta(ctx: MetaContext): PageMeta {
  const branches = cached<BranchCategories[]>(ctx, mallMenuQuery(NO_CONTAINER)) ?? [];
  return pageMeta({
    title: MallCopy.menuTitle, description: MallCopy.menuDescription, canonicalPath: '/mall-menu',
    jsonLd: [
      breadcrumbJsonLd(ctx.url.origin, [[MallCopy.home, '/'], [MallCopy.menuTitle, '/mall-menu']]),
      { '@context': 'https://schema.org', '@type': 'ItemList', name: MallCopy.menuTitle, itemListElement: branches.map((b, i) => ({ '@type': 'ListItem', position: i + 1, name: b.name, url: `${ctx.url.origin}/mall/${b.path}` })) },
    ],
  });
}

export const suggestMeta = (ctx: MetaContext): PageMeta => {
  const type = isSuggestType(ctx.params.type) ? ctx.params.type : 'mall';
  return pageMeta({ title: ExploreCopy.suggestTitles[type], canonicalPath: `/search-suggest/${type}`, robots: 'noindex' });
};
