import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PathLink } from '../../components/PathLink';
import { GroupBuyGrid } from '../../components/GroupBuyGrid';
import { Section } from '../../components/Section';
import { Breadcrumbs, ChipLinks, EmptyState, PageBanner } from './CatalogParts';
import { brandRead } from './catalogQueries';
import { CatalogCopy } from './messages';
import { RatingHeader } from './RatingHeader';
import { useCatalogRead } from './useCatalogRead';
import { SHOP_TOKENS } from '../../tokens';
import { readRoute } from './readRoute';
import type { RouteData } from '../../routes/RouteData';

/** brand (SPEC §2.1): header with country and rating, its categories and its newest group-buys. */
export default function BrandPage() {
  const { data } = useCatalogRead(brandRead);
  const { brand } = data;
  const base = `/brand/${brand.id}`;
  return (
    <Container maxWidth="lg" sx={{ px: { xs: 1.5, md: 3 }, pb: 4 }}>
      <Breadcrumbs crumbs={[{ name: brand.name, path: base }]} />
      <PageBanner color={brand.color} title={brand.name} description={brand.description}>
        <Typography sx={{ mt: 0.5, fontSize: 14 }}>{CatalogCopy.brandFrom(brand.country)}</Typography>
        <Box sx={{ mt: 1.5, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <RatingHeader rating={data.rating} />
          <PathLink to={`${base}/review`} style={{ color: SHOP_TOKENS.brandText, fontWeight: 700 }}>{CatalogCopy.brandReviews} ›</PathLink>
        </Box>
      </PageBanner>
      {data.categories.length > 0 && (
        <ChipLinks label={CatalogCopy.brandCategories} chips={data.categories.map((c) => ({ name: `${c.name}（${c.count}）`, path: `${base}/category/${c.path}` }))} />
      )}
      <Section title={CatalogCopy.brandNewest} moreTo={`${base}/group`} id="brand-newest">
        {data.newest.length > 0 ? <GroupBuyGrid cards={data.newest} eagerCount={4} /> : <EmptyState text={CatalogCopy.emptyGroups} />}
      </Section>
    </Container>
  );
}

export const route: RouteData = readRoute(async (context) => (await import('./catalogRouteMeta')).brandMeta(context), brandRead);
