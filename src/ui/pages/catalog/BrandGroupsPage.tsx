import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Breadcrumbs, type Crumb } from './CatalogParts';
import { brandGroupsRead } from './catalogQueries';
import { GroupListBlock } from './GroupListBlock';
import { useCatalogRead } from './useCatalogRead';
import { readRoute } from './readRoute';
import type { RouteData } from '../../routes/RouteData';

/** brand-groups and brand-category (SPEC §2.1): the brand's group-buys, all or within a category path, 20 a page. */
export default function BrandGroupsPage() {
  const { data } = useCatalogRead(brandGroupsRead);
  const base = `/brand/${data.brand.id}`;
  const path = data.category ? `${base}/category/${data.category.path}` : `${base}/group`;
  const crumbs: Crumb[] = [{ name: data.brand.name, path: base }, { name: data.category?.name ?? data.list.title, path }];
  return (
    <Container maxWidth="lg" sx={{ px: { xs: 1.5, md: 3 }, pb: 4 }}>
      <Breadcrumbs crumbs={crumbs} />
      <Typography component="h1" sx={{ fontSize: { xs: 20, md: 26 }, fontWeight: 800, my: 1.5 }}>{data.list.title}</Typography>
      {data.category && <Typography sx={{ color: 'text.secondary', mb: 1.5, fontSize: 14 }}>{data.category.branch.name}</Typography>}
      <GroupListBlock list={data.list} basePath={path} />
    </Container>
  );
}

export const route: RouteData = readRoute(async (context) => (await import('./catalogRouteMeta')).brandGroupsMeta(context), brandGroupsRead);
