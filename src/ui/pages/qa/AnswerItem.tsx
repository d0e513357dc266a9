import { useState } from 'react';
import type { Answer } from '../../../domain/qa/types';
import { useOutcomeToast } from '../../hooks/useOutcomeToast';
import { useLazyUseCase } from '../../hooks/useLazyUseCase';
import { loadDeletePost, loadEditAnswer, loadLikeAnswer } from './actions';
import styles from './AnswerItem.module.css';
import { formatQaDate } from './format';
import { QaCopy } from './messages';
import { buttonClass } from '../../components/buttonClass';
import { QaTextArea } from './QaTextArea';
import { ReportButton } from './ReportButton';

/** One answer: the text (rendered as text, never as HTML), a like button, and edit/delete for its writer. */
export function AnswerItem({ answer, onChanged }: { answer: Answer; onChanged: () => void }) {
  const like = useLazyUseCase(loadLikeAnswer);
  const edit = useLazyUseCase(loadEditAnswer);
  const remove = useLazyUseCase(loadDeletePost);
  const [editing, setEditing] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const toast = useOutcomeToast();
  const save = async () => {
    const outcome = await edit.execute({ answerId: answer.id, body: editing ?? '' });
    if (!outcome.ok) return setError(outcome.error.message);
    toast(outcome);
    setEditing(null);
    onChanged();
  };
  return (
    <li id={`answer-${answer.id}`} aria-label={`${answer.author.nickname} 的回答`} className={styles.item}>
      <p className={styles.meta}>{answer.author.nickname}・{formatQaDate(answer.createdAt)}</p>
      {editing === null ? (
        <p className={styles.body}>{answer.body}</p>
      ) : (
        <div className={styles.editor}>
          <QaTextArea value={editing} onChange={setEditing} label={QaCopy.yourAnswer} error={error} />
          <button type="button" onClick={save} className={buttonClass('contained', 'small')}>{QaCopy.save}</button>
          <button type="button" onClick={() => { setEditing(null); setError(null); }} className={buttonClass('text', 'small')}>{QaCopy.cancel}</button>
        </div>
      )}
      <div className={styles.actions}>
        <button type="button" className={buttonClass(answer.likedByMe ? 'contained' : 'outlined', 'small')} aria-pressed={answer.likedByMe}
          onClick={async () => {
            const outcome = await like.execute({ answerId: answer.id, liked: !answer.likedByMe });
            toast(outcome);
            if (outcome.ok) onChanged();
          }}>
          {answer.likedByMe ? `${QaCopy.liked} ${answer.likeCount}` : QaCopy.likeLabel(answer.likeCount)}
        </button>
        {answer.mine && editing === null && <button type="button" className={buttonClass('text', 'small')} onClick={() => setEditing(answer.body)}>{QaCopy.edit}</button>}
        {answer.mine && (
          <button type="button" className={buttonClass('inherit', 'small')} onClick={async () => {
            if (!window.confirm(QaCopy.confirmDelete)) return;
            const outcome = await remove.execute({ kind: 'answer', id: answer.id });
            toast(outcome);
            if (outcome.ok) onChanged();
          }}>{QaCopy.delete}</button>
        )}
        {!answer.mine && <ReportButton targetType="answer" targetId={answer.id} />}
      </div>
    </li>
  );
}
