import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { FEATURED_TYPES, type FeaturedType } from '../../../domain/mall/browse';
import { parsePage } from '../../../domain/mall/filters';
import { GroupBuyGrid } from '../../components/GroupBuyGrid';
import { useContainer } from '../../di/ContainerProvider';
import { featuredQuery } from './mallQueries';
import { EmptyState, PageHeading, Pager } from './MallParts';
import { MallCopy } from './messages';
import { SHOP_TOKENS } from '../../theme';

const PINK = SHOP_TOKENS.brandPinkStrong;

/** SPEC §2.1 "featured-products": tabs for hot, discount and recommend over one list. */
export default function FeaturedProductsPage() {
  const type = useParams().type as FeaturedType;
  const [search] = useSearchParams();
  const { data } = useSuspenseQuery(featuredQuery(useContainer(), type, parsePage(search.get('page'))));
  return (
    <Container maxWidth="lg" sx={{ px: { xs: 1.5, md: 3 }, pb: 4 }}>
      <PageHeading title={MallCopy.featuredTitle} />
      <Box component="nav" aria-label={MallCopy.featuredTitle} sx={{ display: 'flex', gap: 1, mb: 2, borderBottom: `1px solid ${SHOP_TOKENS.border}` }}>
        {FEATURED_TYPES.map((tab) => {
          const active = tab === type;
          return (
            <Link key={tab} to={`/featured-products/${tab}`} aria-current={active ? 'page' : undefined}
              style={{ flex: '1 1 0', maxWidth: 180, textAlign: 'center', padding: '12px 8px 9px', textDecoration: 'none', fontSize: 15, color: active ? PINK : SHOP_TOKENS.text, fontWeight: active ? 700 : 400, borderBottom: `3px solid ${active ? PINK : 'transparent'}` }}>
              {MallCopy.featuredTabs[tab]}
            </Link>
          );
        })}
      </Box>
      {data.cards.length > 0 ? <GroupBuyGrid cards={data.cards} eagerCount={4} /> : <EmptyState text={MallCopy.empty} />}
      <Pager page={data.page} hasMore={data.hasMore} />
    </Container>
  );
}
