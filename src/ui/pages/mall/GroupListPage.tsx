import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router-dom';
import { isGroupListType, isSlug, type GroupListType } from '../../../domain/mall/browse';
import { parsePage } from '../../../domain/mall/filters';
import { GroupBuyGrid } from '../../components/GroupBuyGrid';
import { useContainer } from '../../di/ContainerProvider';
import { groupListPageQuery } from './mallQueries';
import { EmptyState, PageColumn, PageHeading, Pager } from './MallParts';
import { MallCopy } from './messages';
import type { RouteData } from '../../routes/RouteData';
import { routeQuery } from '../../routes/RouteQuery';

/** SPEC §2.1 "mall-group-list": one list type of a branch (the loader already refused unknown types). */
export default function GroupListPage() {
  const { branchPath = 'all', type } = useParams();
  const [search] = useSearchParams();
  const { data } = useSuspenseQuery(groupListPageQuery(useContainer(), branchPath, type as GroupListType, parsePage(search.get('page'))));
  return (
    <PageColumn>
      <PageHeading title={data.title} />
      {data.cards.length > 0 ? <GroupBuyGrid cards={data.cards} eagerCount={4} /> : <EmptyState text={MallCopy.empty} />}
      <Pager page={data.page} hasMore={data.hasMore} />
    </PageColumn>
  );
}

/** One list of a branch; an invalid branch path or list type is the 404 page. */
export const route: RouteData = {
  meta: async (context) => (await import('./mallMeta')).groupListMeta(context),
  queries: ({ params, search, container }) =>
    isSlug(params.branchPath) && isGroupListType(params.type)
      ? [routeQuery(groupListPageQuery(container, params.branchPath, params.type, parsePage(search.get('page'))))]
      : null,
};
