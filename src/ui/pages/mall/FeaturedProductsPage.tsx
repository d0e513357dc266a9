import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router-dom';
import { PathLink } from '../../components/PathLink';
import { FEATURED_TYPES, isFeaturedType, type FeaturedType } from '../../../domain/mall/browse';
import { parsePage } from '../../../domain/mall/filters';
import { GroupBuyGrid } from '../../components/GroupBuyGrid';
import { useContainer } from '../../di/ContainerProvider';
import { featuredQuery } from './mallQueries';
import { EmptyState, PageColumn, PageHeading, Pager } from './MallParts';
import { MallCopy } from './messages';
import styles from './FeaturedProductsPage.module.css';
import type { RouteData } from '../../routes/RouteData';
import { routeQuery } from '../../routes/RouteQuery';

/** SPEC §2.1 "featured-products": tabs for hot, discount and recommend over one list. */
export default function FeaturedProductsPage() {
  const type = useParams().type as FeaturedType;
  const [search] = useSearchParams();
  const { data } = useSuspenseQuery(featuredQuery(useContainer(), type, parsePage(search.get('page'))));
  return (
    <PageColumn>
      <PageHeading title={MallCopy.featuredTitle} />
      <nav aria-label={MallCopy.featuredTitle} className={styles.tabs}>
        {FEATURED_TYPES.map((tab) => (
          <PathLink key={tab} to={`/featured-products/${tab}`} aria-current={tab === type ? 'page' : undefined} className={styles.tab}>
            {MallCopy.featuredTabs[tab]}
          </PathLink>
        ))}
      </nav>
      {data.cards.length > 0 ? <GroupBuyGrid cards={data.cards} eagerCount={4} /> : <EmptyState text={MallCopy.empty} />}
      <Pager page={data.page} hasMore={data.hasMore} />
    </PageColumn>
  );
}

/** A featured list; an unknown type is the 404 page. */
export const route: RouteData = {
  meta: async (context) => (await import('./mallMeta')).featuredMeta(context),
  queries: ({ params, search, container }) =>
    isFeaturedType(params.type) ? [routeQuery(featuredQuery(container, params.type, parsePage(search.get('page'))))] : null,
};
