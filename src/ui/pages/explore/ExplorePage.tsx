import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';
import { PathLink } from '../../components/PathLink';
import { Section } from '../../components/Section';
import { SearchForm } from '../mall/SearchForm';
import { useCatalogRead } from '../catalog/useCatalogRead';
import { ArticleCard, CardGrid, GuideCard } from './ExploreParts';
import { exploreRead } from './exploreQueries';
import { ExploreCopy } from './messages';
import { SHOP_TOKENS } from '../../tokens';
import { readRoute } from '../catalog/readRoute';
import type { RouteData } from '../../routes/RouteData';

/** explore (SPEC §2.1): featured and latest articles and the shopping guides; ?query= filters them by title. */
export default function ExplorePage() {
  const { data, input } = useCatalogRead(exploreRead);
  const [search] = useSearchParams();
  const query = input.query;
  return (
    <Container maxWidth="lg" sx={{ px: { xs: 1.5, md: 3 }, pb: 4 }}>
      <Typography component="h1" sx={{ mt: { xs: 2, md: 3 }, fontSize: { xs: 22, md: 30 }, fontWeight: 800 }}>
        {query ? ExploreCopy.resultTitle(query) : ExploreCopy.heading}
      </Typography>
      <Box sx={{ mt: 1.5, maxWidth: 640 }}>
        <SearchForm key={search.get('query') ?? ''} scope="explore" initial={query ?? ''} />
      </Box>
      {query && (
        <Typography sx={{ mt: 1.5, fontSize: 14, color: 'text.secondary' }}>
          {ExploreCopy.resultCount(data.articles.length, data.guides.length)}・<PathLink to="/explore" style={{ color: SHOP_TOKENS.brandText }}>{ExploreCopy.clearSearch}</PathLink>
        </Typography>
      )}
      {query && data.articles.length === 0 && data.guides.length === 0 && <Typography sx={{ my: 4 }}>{ExploreCopy.empty}</Typography>}
      {data.featured.length > 0 && (
        <Section title={ExploreCopy.featured} id="explore-featured">
          <CardGrid>{data.featured.map((a, i) => <ArticleCard key={a.id} article={a} eager={i < 1} large />)}</CardGrid>
        </Section>
      )}
      {data.articles.length > 0 && (
        <Section title={query ? ExploreCopy.title : ExploreCopy.latest} id="explore-latest">
          <CardGrid>{data.articles.map((a, i) => <ArticleCard key={a.id} article={a} eager={query !== null && i < 1} />)}</CardGrid>
        </Section>
      )}
      {data.guides.length > 0 && (
        <Section title={ExploreCopy.guides} id="explore-guides">
          <CardGrid>{data.guides.map((g) => <GuideCard key={g.id} guide={g} />)}</CardGrid>
        </Section>
      )}
    </Container>
  );
}

export const route: RouteData = readRoute(async (context) => (await import('./exploreMeta')).exploreMeta(context), exploreRead);
