import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import { AGE_STAGE_LABELS } from '../../../domain/qa/ageStage';
import { useContainer } from '../../di/ContainerProvider';
import { useOutcomeToast } from '../../hooks/useOutcomeToast';
import { useLazyUseCase } from '../../hooks/useLazyUseCase';
import { loadDeletePost, loadFollowQuestion } from './actions';
import { AnswerForm } from './AnswerForm';
import { AnswerItem } from './AnswerItem';
import { formatQaDate } from './format';
import { QaCopy } from './messages';
import { buttonClass } from '../../components/buttonClass';
import styles from './QaPages.module.css';
import { qaId, qaKeys, questionQuery } from './queries';
import { Chip, QuestionList } from './QuestionList';
import { ReportButton } from './ReportButton';
import { categories, navState } from './qaRoute';
import type { RouteData } from '../../routes/RouteData';
import { routeQuery } from '../../routes/RouteQuery';

/** qaPage (SPEC §2.1): the question, its answers with likes, follow and report, the answer box and related questions. */
export default function QuestionPage() {
  const id = qaId(useParams().id) ?? 0;
  const { data: q } = useSuspenseQuery(questionQuery(useContainer(), id));
  const queryClient = useQueryClient();
  const follow = useLazyUseCase(loadFollowQuestion);
  const remove = useLazyUseCase(loadDeletePost);
  const navigate = useNavigate();
  const toast = useOutcomeToast();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: qaKeys.question(id) });
  return (
    <div className={`${styles.page} ${styles.narrow}`}>
      <article className={styles.question}>
        <div className={styles.chips}>
          {q.categories.map((c) => <Chip key={c.id} to={`/qa/categories/${c.id}`}>{c.name}</Chip>)}
          {q.tags.map((t) => <Chip key={t.id} to={`/qa/tags/${t.id}`}>{`#${t.name}`}</Chip>)}
        </div>
        <h1 className={styles.questionTitle}>{q.title}</h1>
        <p className={styles.questionMeta}>
          {q.author.nickname}・{QaCopy.ageStage} {AGE_STAGE_LABELS[q.ageStage]}・{QaCopy.asked} {formatQaDate(q.createdAt)}・{QaCopy.followers(q.followCount)}
        </p>
        <p data-testid="question-body" className={styles.questionBody}>{q.body}</p>
        <div className={styles.questionActions}>
          <button type="button" className={buttonClass(q.followedByMe ? 'contained' : 'outlined')} aria-pressed={q.followedByMe}
            onClick={async () => {
              const outcome = await follow.execute({ questionId: q.id, followed: !q.followedByMe });
              toast(outcome);
              if (outcome.ok) refresh();
            }}>
            {q.followedByMe ? QaCopy.following : QaCopy.follow}
          </button>
          {q.mine ? (
            <button type="button" className={buttonClass('inherit')} onClick={async () => {
              if (!window.confirm(QaCopy.confirmDelete)) return;
              const outcome = await remove.execute({ kind: 'question', id: q.id });
              toast(outcome);
              if (outcome.ok) navigate('/qa');
            }}>{QaCopy.delete}</button>
          ) : <ReportButton targetType="question" targetId={q.id} />}
        </div>
      </article>
      <section aria-labelledby="qa-answers" className={styles.answers}>
        <h2 id="qa-answers" className={styles.heading}>{QaCopy.answerHeading(q.answers.length)}</h2>
        {q.answers.length === 0 && <p className={styles.noAnswers}>{QaCopy.noAnswers}</p>}
        <ul className={styles.answerList}>
          {q.answers.map((a) => <AnswerItem key={a.id} answer={a} onChanged={refresh} />)}
        </ul>
        <AnswerForm questionId={q.id} onAnswered={refresh} />
      </section>
      {q.related.length > 0 && (
        <section aria-labelledby="qa-related">
          <h2 id="qa-related" className={styles.heading}>{QaCopy.related}</h2>
          <QuestionList questions={q.related} />
        </section>
      )}
    </div>
  );
}

export const route: RouteData = {
  meta: async (context) => (await import('./qaMeta')).questionMeta(context),
  queries: (input) => {
    const id = qaId(input.params.id);
    return id === null ? null : [routeQuery(questionQuery(input.container, id)), categories(input)];
  },
  derive: navState(({ params, container }, cache) => ({
    route: 'qaPage',
    questionCategoryIds: cache.getQueryData(questionQuery(container, qaId(params.id)!).queryKey)?.categories.map((c) => c.id) ?? [],
  })),
};
