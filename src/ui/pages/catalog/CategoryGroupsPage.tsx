import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Breadcrumbs } from './CatalogParts';
import { categoryCrumbs, categoryGroupsPath } from './categoryCrumbs';
import { categoryRead } from './catalogQueries';
import { GroupListBlock } from './GroupListBlock';
import { CatalogCopy } from './messages';
import { useCatalogRead } from './useCatalogRead';
import { readRoute } from './readRoute';
import type { RouteData } from '../../routes/RouteData';

/** category-groups (SPEC §2.1): every open group-buy of a category tree, 20 a page. */
export default function CategoryGroupsPage() {
  const { data } = useCatalogRead(categoryRead);
  const path = categoryGroupsPath(data.id);
  return (
    <Container maxWidth="lg" sx={{ px: { xs: 1.5, md: 3 }, pb: 4 }}>
      <Breadcrumbs crumbs={[...categoryCrumbs(data), { name: CatalogCopy.brandAllGroups, path }]} />
      <Typography component="h1" sx={{ fontSize: { xs: 20, md: 26 }, fontWeight: 800, my: 1.5 }}>{CatalogCopy.categoryGroupsTitle(data.name)}</Typography>
      <GroupListBlock list={data.list} basePath={path} />
    </Container>
  );
}

export const route: RouteData = readRoute(async (context) => (await import('./catalogRouteMeta')).categoryGroupsMeta(context), categoryRead);
