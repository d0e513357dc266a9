import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SearchHistory } from '../../../application/mall/SearchHistory';
import { PathLink } from '../../components/PathLink';
import { parsePage } from '../../../domain/mall/filters';
import { GroupBuyGrid } from '../../components/GroupBuyGrid';
import { useContainer } from '../../di/ContainerProvider';
import { searchQuery } from './mallQueries';
import { EmptyState, PageColumn, PageHeading, Pager } from './MallParts';
import { SearchForm } from './SearchForm';
import { MallCopy } from './messages';
import { useSearchResultTracking } from './useSearchResultTracking';
import styles from './SearchPage.module.css';
import type { RouteData } from '../../routes/RouteData';
import { routeQuery } from '../../routes/RouteQuery';

/** 「找不到」: what was searched, and popular searches and brands to try instead. */
function NotFound({ query, suggestions }: { query: string; suggestions: string[] }) {
  return (
    <>
      <EmptyState text={MallCopy.searchNotFound(query)} hint={MallCopy.searchEmptyHint} />
      {suggestions.length > 0 && (
        <nav aria-label={MallCopy.searchSuggestionsLabel} className={styles.tryThese}>
          <p className={styles.tryTheseText}>{MallCopy.searchTryThese}</p>
          <ul className={styles.chips}>
            {suggestions.map((s) => (
              <li key={s}><PathLink className={styles.chip} to={`/groupbuy/search?query=${encodeURIComponent(s)}`}>{s}</PathLink></li>
            ))}
          </ul>
        </nav>
      )}
    </>
  );
}

/** 「您是不是要找「紙尿褲」？」: the results shown are of that spelling; the link searches it as typed. */
function DidYouMean({ typed, word }: { typed: string; word: string }) {
  return (
    <p role="note" className={styles.didYouMean}>
      {MallCopy.searchDidYouMean}「<PathLink to={`/groupbuy/search?query=${encodeURIComponent(word)}`}>{word}</PathLink>」？
      <span className={styles.didYouMeanNote}>{MallCopy.searchDidYouMeanNote(typed)}</span>
    </p>
  );
}

/** SPEC §2.1 "search": group-buys matching ?query=, best match first with the matches marked, a count, paging and 「找不到」. */
export default function SearchPage() {
  const [search] = useSearchParams();
  const query = search.get('query') ?? '';
  const { data } = useSuspenseQuery(searchQuery(useContainer(), query, parsePage(search.get('page'))));
  const onResultClick = useSearchResultTracking(data.queryId, data.cards, data.page);
  const history = useContainer().get(SearchHistory);
  // 最近搜尋 (issue 30): every search shown, however it was reached (the box, a chip, 您是不是要找).
  useEffect(() => {
    if (data.query) history.remember(data.query);
  }, [data.query, history]);
  return (
    <PageColumn>
      {/* The results shown are the forgiven spelling's, so the heading names it (the note says what was typed). */}
      <PageHeading title={data.query ? MallCopy.searchResultTitle(data.didYouMean ?? data.query) : MallCopy.searchTitle} />
      <SearchForm key={query} initial={query} suggest />
      {data.didYouMean && <DidYouMean typed={data.query} word={data.didYouMean} />}
      {data.query && data.total > 0 && <p role="status" className={styles.count}>{MallCopy.searchCount(data.total)}</p>}
      {data.cards.length > 0 ? (
        <div onClickCapture={onResultClick}>
          <GroupBuyGrid cards={data.cards} eagerCount={4} titleMarks={data.highlights} />
        </div>
      ) : data.query ? (
        <div className={styles.notFound}><NotFound query={data.query} suggestions={data.suggestions ?? []} /></div>
      ) : (
        <p className={styles.prompt}>{MallCopy.searchPrompt}</p>
      )}
      <Pager page={data.page} hasMore={data.hasMore} />
    </PageColumn>
  );
}

/** The results of `?query=` (none: the newest). */
export const route: RouteData = {
  meta: async (context) => (await import('./mallMeta')).searchMeta(context),
  queries: ({ search, container }) => [routeQuery(searchQuery(container, search.get('query') ?? '', parsePage(search.get('page'))))],
};
