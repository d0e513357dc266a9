import type { GroupList } from '../../../application/catalog/ports';
import { GroupBuyGrid } from '../../components/GroupBuyGrid';
import { EmptyState, Pager } from './CatalogParts';
import { CatalogCopy } from './messages';

/** A page of group-buy cards with its pager, or the empty state that leads back to the mall. */
export function GroupListBlock({ list, basePath, paged = true }: { list: GroupList; basePath: string; paged?: boolean }) {
  if (list.cards.length === 0) return <EmptyState text={CatalogCopy.emptyGroups} />;
  return (
    <>
      <GroupBuyGrid cards={list.cards} eagerCount={list.page === 1 ? 4 : 2} />
      {paged && <Pager basePath={basePath} page={list.page} hasMore={list.hasMore} />}
    </>
  );
}
