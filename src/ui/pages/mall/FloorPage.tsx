import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router-dom';
import { PathLink } from '../../components/PathLink';
import { isSlug } from '../../../domain/mall/browse';
import { parsePage } from '../../../domain/mall/filters';
import { GroupBuyGrid } from '../../components/GroupBuyGrid';
import { useContainer } from '../../di/ContainerProvider';
import { floorQuery } from './mallQueries';
import { EmptyState, PageColumn, PageHeading, Pager } from './MallParts';
import { MallCopy } from './messages';
import { SHOP_TOKENS } from '../../tokens';
import type { RouteData } from '../../routes/RouteData';
import { routeQuery } from '../../routes/RouteQuery';

/** SPEC §2.1 "mall-floor": a floor's group-buys, linked back to its branch. */
export default function FloorPage() {
  const { path = '' } = useParams();
  const [search] = useSearchParams();
  const { data } = useSuspenseQuery(floorQuery(useContainer(), path, parsePage(search.get('page'))));
  return (
    <PageColumn>
      <PageHeading title={data.floor.title}>
        <PathLink to={`/mall/${data.floor.branchPath}`} style={{ display: 'inline-block', marginTop: 6, color: SHOP_TOKENS.brandText, fontSize: 14, textDecoration: 'none' }}>
          {MallCopy.menuSeeAll(data.floor.branchName)} ›
        </PathLink>
      </PageHeading>
      {data.cards.length > 0 ? <GroupBuyGrid cards={data.cards} eagerCount={4} /> : <EmptyState text={MallCopy.empty} to={`/mall/${data.floor.branchPath}`} />}
      <Pager page={data.page} hasMore={data.hasMore} />
    </PageColumn>
  );
}

/** A floor; an invalid path is the 404 page. */
export const route: RouteData = {
  meta: async (context) => (await import('./mallMeta')).floorMeta(context),
  queries: ({ params, search, container }) => (isSlug(params.path) ? [routeQuery(floorQuery(container, params.path, parsePage(search.get('page'))))] : null),
};
