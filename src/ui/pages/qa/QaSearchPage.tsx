import { useSuspenseQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { useContainer } from '../../di/ContainerProvider';
import { SearchForm } from '../mall/SearchForm';
import { pagePath } from './format';
import { QaCopy } from './messages';
import styles from './QaPages.module.css';
import { qaPage, qaSearchQuery, searchText } from './queries';
import { Pager, QuestionList } from './QuestionList';
import { categories, navState, page } from './qaRoute';
import type { RouteData } from '../../routes/RouteData';
import { routeQuery } from '../../routes/RouteQuery';

/** qa search (SPEC §2.1): a search box with suggestions and the matching questions, newest first. */
export default function QaSearchPage() {
  const [params] = useSearchParams();
  const query = (params.get('query') ?? '').trim().slice(0, 50);
  const page = qaPage(params.get('page'));
  const { data: list } = useSuspenseQuery(qaSearchQuery(useContainer(), query, page));
  return (
    <div className={styles.page}>
      <h1 className={`${styles.pageTitle} ${styles.searchTitle}`}>{QaCopy.searchTitle(query)}</h1>
      <div className={styles.search}><SearchForm key={query} scope="qa" suggest initial={query} autoFocus={query === ''} /></div>
      {query === '' ? (
        <p className={styles.muted}>{QaCopy.searchHint}</p>
      ) : (
        <>
          <p className={styles.count}>{QaCopy.results(list.total)}</p>
          <QuestionList questions={list.questions} emptyText={QaCopy.searchEmpty(query)} />
          <Pager list={list} path={pagePath(`/qa/search?query=${encodeURIComponent(query)}`)} />
        </>
      )}
    </div>
  );
}

export const route: RouteData = {
  meta: async (context) => (await import('./qaMeta')).qaSearchMeta(context),
  queries: (input) => [categories(input), routeQuery(qaSearchQuery(input.container, searchText(input.url), page(input)))],
  derive: navState(() => ({ route: 'qa search' })),
};
