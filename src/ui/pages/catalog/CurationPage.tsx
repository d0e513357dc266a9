import Container from '@mui/material/Container';
import { Breadcrumbs, PageBanner } from './CatalogParts';
import { curationRead } from './catalogQueries';
import { GroupListBlock } from './GroupListBlock';
import { useCatalogRead } from './useCatalogRead';
import { readRoute } from './readRoute';
import type { RouteData } from '../../routes/RouteData';

/** curation (SPEC §2.1): an editors' collection with its colour banner and its group-buys. */
export default function CurationPage() {
  const { data } = useCatalogRead(curationRead);
  const path = `/market/category/event/${data.path}`;
  return (
    <Container maxWidth="lg" sx={{ px: { xs: 1.5, md: 3 }, pb: 4 }}>
      <Breadcrumbs crumbs={[{ name: data.title, path }]} />
      <PageBanner color={data.color} title={data.title} description={data.description} />
      <Container disableGutters sx={{ mt: 2 }}>
        <GroupListBlock list={data.list} basePath={path} />
      </Container>
    </Container>
  );
}

export const route: RouteData = readRoute(async (context) => (await import('./catalogRouteMeta')).curationMeta(context), curationRead);
