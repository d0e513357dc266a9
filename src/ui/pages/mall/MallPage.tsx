import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router-dom';
import { isFiltered, serializeFilters, type FilterState } from '../../../domain/mall/filters';
import { GroupBuyGrid } from '../../components/GroupBuyGrid';
import { Section } from '../../components/Section';
import { useContainer } from '../../di/ContainerProvider';
import { FilterBar } from './FilterBar';
import { isSlug } from '../../../domain/mall/browse';
import { branchPageInput, branchPageQuery } from './mallQueries';
import { EmptyState, PageColumn, PageHeading, Pager, PillLinks } from './MallParts';
import { MallCopy } from './messages';
import type { RouteData } from '../../routes/RouteData';
import { routeQuery } from '../../routes/RouteQuery';

/** SPEC §2.1 "mall": a branch (or the whole mall) with its sections, floors, filters and the filtered list. */
export default function MallPage() {
  const { branchPath = 'all' } = useParams();
  const [search, setSearch] = useSearchParams();
  const { data } = useSuspenseQuery(branchPageQuery(useContainer(), branchPageInput(branchPath, search)));
  const { detail, options, filters, list, sections } = data;
  const name = detail?.branch.name ?? MallCopy.allMallName;
  // A filter change starts again from page 1; the URL keeps only allowed, non-empty filters.
  const change = (next: FilterState) => setSearch(serializeFilters(next));
  return (
    <PageColumn>
      <PageHeading title={name} subtitle={detail ? undefined : MallCopy.mallDescription(MallCopy.allMallName)} />
      {detail && detail.floors.length > 0 && (
        <PillLinks label={MallCopy.floorsTitle} links={detail.floors.map((f) => ({ to: `/groupbuy/category/${f.path}`, text: f.title }))} />
      )}
      {sections.map((section) => (
        <Section key={section.id} title={section.title} moreTo={section.morePath} id={`section-${section.id}`}>
          <GroupBuyGrid cards={section.cards.slice(0, 5)} eagerCount={2} />
        </Section>
      ))}
      <Section title={MallCopy.mallTitle} id="mall-list">
        <FilterBar options={options} filters={filters} onChange={change} total={list.total} />
        {list.cards.length > 0 ? (
          <GroupBuyGrid cards={list.cards} eagerCount={sections.length > 0 ? 0 : 4} />
        ) : (
          <EmptyState text={isFiltered(filters) ? MallCopy.emptyFiltered : MallCopy.empty} to="/mall/all" />
        )}
        <Pager page={list.page} hasMore={list.hasMore} />
      </Section>
    </PageColumn>
  );
}

/** The branch's page, warmed on the server; an invalid branch path is the 404 page. */
export const route: RouteData = {
  meta: async (context) => (await import('./mallMeta')).mallMeta(context),
  queries: ({ params, search, container }) =>
    isSlug(params.branchPath) ? [routeQuery(branchPageQuery(container, branchPageInput(params.branchPath, search)))] : null,
};
