import { useState } from 'react';
import { useOutcomeToast } from '../../hooks/useOutcomeToast';
import { useLazyUseCase } from '../../hooks/useLazyUseCase';
import { loadAnswerQuestion } from './actions';
import styles from './AnswerForm.module.css';
import { QaCopy } from './messages';
import { buttonClass } from '../../components/buttonClass';
import { QaTextArea } from './QaTextArea';

/** The answer box: the text stays while the login dialog is open, and clears once the answer is posted. */
export function AnswerForm({ questionId, onAnswered }: { questionId: number; onAnswered: () => void }) {
  const answer = useLazyUseCase(loadAnswerQuestion);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const toast = useOutcomeToast();
  const submit = async () => {
    setBusy(true);
    try {
      const outcome = await answer.execute({ questionId, body: text });
      setError(!outcome.ok && outcome.error.code === 'INVALID_ANSWER' ? outcome.error.message : null);
      if (outcome.ok) {
        toast(outcome);
        setText('');
        onAnswered();
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <form noValidate onSubmit={(e) => { e.preventDefault(); void submit(); }} className={styles.form}>
      <QaTextArea id="qa-answer" label={QaCopy.yourAnswer} placeholder={QaCopy.answerPlaceholder} value={text} onChange={setText} error={error} maxLength={2000} />
      <button type="submit" className={buttonClass('contained')} disabled={busy}>{QaCopy.submitAnswer}</button>
    </form>
  );
}
