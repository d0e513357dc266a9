import { PathLink } from '../../components/PathLink';
import { AGE_STAGE_LABELS } from '../../../domain/qa/ageStage';
import type { QuestionPage, QuestionSummary } from '../../../domain/qa/types';
import { formatQaDate } from './format';
import { QaCopy } from './messages';
import styles from './QuestionList.module.css';

export function Chip({ to, children, current = false }: { to: string; children: string; current?: boolean }) {
  return (
    // The link is a 44px-tall tap target (issue 13); the pill inside it keeps its small look.
    <PathLink to={to} aria-current={current ? 'page' : undefined} className={styles.chip}>
      <span className={current ? `${styles.pill} ${styles.current}` : styles.pill}>{children}</span>
    </PathLink>
  );
}

/** One question as a list card: title, excerpt, category and tags, age stage, counts. */
export function QuestionCard({ question }: { question: QuestionSummary }) {
  const first = question.categories[0];
  return (
    <li className={styles.card}>
      <h3 className={styles.title}>
        <PathLink to={`/qa/${question.id}`} className={styles.titleLink}>{question.title}</PathLink>
      </h3>
      <p className={styles.excerpt}>{question.excerpt}</p>
      <div className={styles.meta}>
        {first && <Chip to={`/qa/categories/${first.id}`}>{first.name}</Chip>}
        {question.tags.map((t) => <Chip key={t.id} to={`/qa/tags/${t.id}`}>{`#${t.name}`}</Chip>)}
        <span>{AGE_STAGE_LABELS[question.ageStage]}</span>
        <span>・{QaCopy.answers(question.answerCount)}</span>
        <span>・{question.author.nickname}</span>
        <span>・{formatQaDate(question.createdAt)}</span>
      </div>
    </li>
  );
}

export function QuestionList({ questions, emptyText = QaCopy.empty }: { questions: QuestionSummary[]; emptyText?: string }) {
  if (questions.length === 0) return <p className={styles.empty}>{emptyText}</p>;
  return (
    <ul className={styles.list}>
      {questions.map((q) => <QuestionCard key={q.id} question={q} />)}
    </ul>
  );
}

/** `?page=N` links, so paging works without JS and search engines can follow it. */
export function Pager({ list, path }: { list: QuestionPage; path: (page: number) => string }) {
  if (list.totalPages <= 1) return null;
  return (
    <nav aria-label={QaCopy.pageOf(list.page, list.totalPages)} className={styles.pager}>
      {list.page > 1 && <PathLink to={path(list.page - 1)} rel="prev">{QaCopy.prev}</PathLink>}
      <span>{QaCopy.pageOf(list.page, list.totalPages)}</span>
      {list.page < list.totalPages && <PathLink to={path(list.page + 1)} rel="next">{QaCopy.next}</PathLink>}
    </nav>
  );
}
