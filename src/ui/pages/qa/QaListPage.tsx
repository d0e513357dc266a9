import { useSuspenseQuery } from '@tanstack/react-query';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { PathLink } from '../../components/PathLink';
import { findTag } from '../../../domain/qa/qaNav';
import { useContainer } from '../../di/ContainerProvider';
import { pagePath } from './format';
import { QaCopy } from './messages';
import { buttonClass } from '../../components/buttonClass';
import styles from './QaPages.module.css';
import { qaCategoriesQuery, qaId, qaPage, questionListQuery } from './queries';
import { Chip, Pager, QuestionList } from './QuestionList';
import { categories, list, navState, page } from './qaRoute';
import type { RouteData } from '../../routes/RouteData';

/** qaCategory and qaTag (SPEC §2.1): a category's questions with its situational tags, or one tag's questions. */
export default function QaListPage() {
  const container = useContainer();
  const id = qaId(useParams().id) ?? 0;
  const isTag = useLocation().pathname.startsWith('/qa/tags/');
  const page = qaPage(useSearchParams()[0].get('page'));
  const { data: categories } = useSuspenseQuery(qaCategoriesQuery(container));
  const { data: list } = useSuspenseQuery(questionListQuery(container, { sort: 'recent', categoryId: isTag ? null : id, tagId: isTag ? id : null, page }));
  const found = isTag ? findTag(categories, id) : null;
  const category = found?.category ?? categories.find((c) => c.id === id);
  const title = found ? found.tag.name : (category?.name ?? QaCopy.forumName);
  const base = isTag ? `/qa/tags/${id}` : `/qa/categories/${id}`;
  return (
    <div className={styles.page}>
      <div className={`${styles.header} ${styles.tight}`}>
        <div className={styles.grow}>
          {found && <p className={styles.tagOf}><PathLink to={`/qa/categories/${found.category.id}`}>{QaCopy.tagOf(found.category.name)}</PathLink></p>}
          <h1 className={styles.pageTitle}>{found ? `#${title}` : title}</h1>
        </div>
        <PathLink to="/qa/post" className={buttonClass('contained')}>{QaCopy.ask}</PathLink>
      </div>
      {category && !found && <p className={styles.description}>{category.description}</p>}
      {category && (
        <nav aria-label={QaCopy.tagOf(category.name)} className={styles.tags}>
          {category.situationalTags.map((t) => <Chip key={t.id} to={`/qa/tags/${t.id}`} current={isTag && t.id === id}>{`#${t.name}`}</Chip>)}
        </nav>
      )}
      <p className={styles.count}>{QaCopy.results(list.total)}</p>
      <QuestionList questions={list.questions} />
      <Pager list={list} path={pagePath(base)} />
    </div>
  );
}

/** qaCategory and qaTag: the newest questions of one category or tag; an id that is not one is the 404 page. */
export const routes: Record<'qaCategory' | 'qaTag', RouteData> = {
  qaCategory: {
    meta: async (context) => (await import('./qaMeta')).qaCategoryMeta(context),
    queries: (input) => {
      const categoryId = qaId(input.params.id);
      return categoryId === null ? null : [categories(input), list(input, { sort: 'recent', categoryId, tagId: null, page: page(input) })];
    },
    derive: navState(({ params }) => ({ route: 'qaCategory', categoryId: qaId(params.id)! })),
  },
  qaTag: {
    meta: async (context) => (await import('./qaMeta')).qaTagMeta(context),
    queries: (input) => {
      const tagId = qaId(input.params.id);
      return tagId === null ? null : [categories(input), list(input, { sort: 'recent', categoryId: null, tagId, page: page(input) })];
    },
    derive: navState(({ params }) => ({ route: 'qaTag', tagId: qaId(params.id)! })),
  },
};
