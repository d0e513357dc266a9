import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { parsePage } from '../../../domain/mall/filters';
import { GroupBuyGrid } from '../../components/GroupBuyGrid';
import { useContainer } from '../../di/ContainerProvider';
import { searchQuery } from './mallQueries';
import { EmptyState, PageHeading, Pager } from './MallParts';
import { SearchForm } from './SearchForm';
import { MallCopy } from './messages';
import { useSearchResultTracking } from './useSearchResultTracking';
import styles from './SearchPage.module.css';

/** 「找不到」: what was searched, and popular searches and brands to try instead. */
function NotFound({ query, suggestions }: { query: string; suggestions: string[] }) {
  return (
    <>
      <EmptyState text={MallCopy.searchNotFound(query)} hint={MallCopy.searchEmptyHint} />
      {suggestions.length > 0 && (
        <Box component="nav" aria-label={MallCopy.searchSuggestionsLabel} sx={{ mt: 2, textAlign: 'center' }}>
          <Typography component="p" sx={{ fontSize: 14, color: 'text.secondary', mb: 1 }}>{MallCopy.searchTryThese}</Typography>
          <ul className={styles.chips}>
            {suggestions.map((s) => (
              <li key={s}><Link className={styles.chip} to={`/groupbuy/search?query=${encodeURIComponent(s)}`}>{s}</Link></li>
            ))}
          </ul>
        </Box>
      )}
    </>
  );
}

/** SPEC §2.1 "search": group-buys matching ?query=, best match first with the matches marked, a count, paging and 「找不到」. */
export default function SearchPage() {
  const [search] = useSearchParams();
  const query = search.get('query') ?? '';
  const { data } = useSuspenseQuery(searchQuery(useContainer(), query, parsePage(search.get('page'))));
  const onResultClick = useSearchResultTracking(data.queryId, data.cards, data.page);
  return (
    <Container maxWidth="lg" sx={{ px: { xs: 1.5, md: 3 }, pb: 4 }}>
      <PageHeading title={data.query ? MallCopy.searchResultTitle(data.query) : MallCopy.searchTitle} />
      <SearchForm key={query} initial={query} suggest />
      {data.query && data.total > 0 && <Typography role="status" sx={{ my: 1.5, color: 'text.secondary', fontSize: 14 }}>{MallCopy.searchCount(data.total)}</Typography>}
      {data.cards.length > 0 ? (
        <div onClickCapture={onResultClick}>
          <GroupBuyGrid cards={data.cards} eagerCount={4} titleMarks={data.highlights} />
        </div>
      ) : data.query ? (
        <Box sx={{ mt: 2 }}><NotFound query={data.query} suggestions={data.suggestions ?? []} /></Box>
      ) : (
        <Typography sx={{ my: 3, color: 'text.secondary' }}>{MallCopy.searchPrompt}</Typography>
      )}
      <Pager page={data.page} hasMore={data.hasMore} />
    </Container>
  );
}
