import { useSuspenseQuery } from '@tanstack/react-query';
import { PathLink } from '../../components/PathLink';
import { useContainer } from '../../di/ContainerProvider';
import { SearchForm } from '../mall/SearchForm';
import { QaCopy } from './messages';
import { buttonClass } from '../../components/buttonClass';
import styles from './QaPages.module.css';
import { questionListQuery } from './queries';
import { QuestionList } from './QuestionList';
import { categories, list, navState } from './qaRoute';
import type { RouteData } from '../../routes/RouteData';

/** qaIndex (SPEC §2.1): the forum's front page with recent and popular questions. */
export default function QaIndexPage() {
  const container = useContainer();
  const { data: recent } = useSuspenseQuery(questionListQuery(container, { sort: 'recent', categoryId: null, tagId: null, page: 1 }));
  const { data: popular } = useSuspenseQuery(questionListQuery(container, { sort: 'popular', categoryId: null, tagId: null, page: 1 }));
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1 className={`${styles.pageTitle} ${styles.grow}`}>{QaCopy.forumName}</h1>
        <PathLink to="/qa/post" className={buttonClass('contained')}>{QaCopy.ask}</PathLink>
      </div>
      <div className={styles.search}><SearchForm scope="qa" suggest /></div>
      <div className={styles.columns}>
        <section aria-labelledby="qa-recent">
          <h2 id="qa-recent" className={styles.heading}>{QaCopy.recent}</h2>
          <QuestionList questions={recent.questions} />
          {recent.totalPages > 1 && <div className={styles.more}><PathLink to="/qa/search" className={styles.moreLink}>{QaCopy.searchHint}</PathLink></div>}
        </section>
        <section aria-labelledby="qa-popular">
          <h2 id="qa-popular" className={styles.heading}>{QaCopy.popular}</h2>
          <QuestionList questions={popular.questions.slice(0, 10)} />
        </section>
      </div>
    </div>
  );
}

export const route: RouteData = {
  meta: async (context) => (await import('./qaMeta')).qaIndexMeta(context),
  queries: (input) => [
    categories(input),
    list(input, { sort: 'recent', categoryId: null, tagId: null }),
    list(input, { sort: 'popular', categoryId: null, tagId: null }),
  ],
  derive: navState(() => ({ route: 'qaIndex' })),
};
