import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { parsePage } from '../../../domain/mall/filters';
import { GroupBuyGrid } from '../../components/GroupBuyGrid';
import { useContainer } from '../../di/ContainerProvider';
import { searchQuery } from './mallQueries';
import { EmptyState, PageHeading, Pager } from './MallParts';
import { SearchForm } from './SearchForm';
import { MallCopy } from './messages';
import { useSearchResultTracking } from './useSearchResultTracking';

/** SPEC §2.1 "search": group-buys matching ?query=, with paging and an empty state. */
export default function SearchPage() {
  const [search] = useSearchParams();
  const query = search.get('query') ?? '';
  const { data } = useSuspenseQuery(searchQuery(useContainer(), query, parsePage(search.get('page'))));
  const onResultClick = useSearchResultTracking(data.queryId, data.cards, data.page);
  return (
    <Container maxWidth="lg" sx={{ px: { xs: 1.5, md: 3 }, pb: 4 }}>
      <PageHeading title={data.query ? MallCopy.searchResultTitle(data.query) : MallCopy.searchTitle} />
      <SearchForm key={query} initial={query} />
      {data.query && data.total > 0 && <Typography sx={{ my: 1.5, color: 'text.secondary', fontSize: 14 }}>{MallCopy.searchCount(data.total)}</Typography>}
      {data.cards.length > 0 ? (
        <div onClickCapture={onResultClick}>
          <GroupBuyGrid cards={data.cards} eagerCount={4} />
        </div>
      ) : data.query ? (
        <EmptyState text={MallCopy.searchEmpty} hint={MallCopy.searchEmptyHint} />
      ) : (
        <Typography sx={{ my: 3, color: 'text.secondary' }}>{MallCopy.searchPrompt}</Typography>
      )}
      <Pager page={data.page} hasMore={data.hasMore} />
    </Container>
  );
}
