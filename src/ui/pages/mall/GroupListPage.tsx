import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router-dom';
import type { GroupListType } from '../../../domain/mall/browse';
import { parsePage } from '../../../domain/mall/filters';
import { GroupBuyGrid } from '../../components/GroupBuyGrid';
import { useContainer } from '../../di/ContainerProvider';
import { groupListPageQuery } from './mallQueries';
import { EmptyState, PageColumn, PageHeading, Pager } from './MallParts';
import { MallCopy } from './messages';

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
