import Container from '@mui/material/Container';
import { Section } from '../../components/Section';
import { Breadcrumbs, ChipLinks, PageBanner } from './CatalogParts';
import { categoryCrumbs, categoryGroupsPath, categoryPath } from './categoryCrumbs';
import { categoryRead } from './catalogQueries';
import { GroupListBlock } from './GroupListBlock';
import { CatalogCopy } from './messages';
import { useCatalogRead } from './useCatalogRead';
import { readRoute } from './readRoute';
import type { RouteData } from '../../routes/RouteData';

/** category (SPEC §2.1): breadcrumb, sub-category chips and the hottest group-buys of the category tree. */
export default function CategoryPage() {
  const { data } = useCatalogRead(categoryRead);
  const chips = [{ name: CatalogCopy.allSubs, path: categoryPath(data.main.id) }, ...data.chips.map((c) => ({ name: c.name, path: categoryPath(c.id) }))];
  return (
    <Container maxWidth="lg" sx={{ px: { xs: 1.5, md: 3 }, pb: 4 }}>
      <Breadcrumbs crumbs={categoryCrumbs(data)} />
      <PageBanner color={data.branch.color} title={data.name} description={data.branch.name} />
      <ChipLinks label="子分類" chips={chips} current={categoryPath(data.id)} />
      <Section title={CatalogCopy.groupsOf(data.name)} moreTo={data.list.hasMore ? categoryGroupsPath(data.id) : undefined} id="category-groups">
        <GroupListBlock list={data.list} basePath={categoryPath(data.id)} paged={false} />
      </Section>
    </Container>
  );
}

export const route: RouteData = readRoute(async (context) => (await import('./catalogRouteMeta')).categoryMeta(context), categoryRead);
