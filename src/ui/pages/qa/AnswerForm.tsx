import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { AnswerQuestion } from '../../../application/qa/AnswerQuestion';
import { useOutcomeToast } from '../../hooks/useOutcomeToast';
import { useUseCase } from '../../hooks/useUseCase';
import { QaCopy } from './messages';
import { SHOP_TOKENS } from '../../theme';

/** The answer box: the text stays while the login dialog is open, and clears once the answer is posted. */
export function AnswerForm({ questionId, onAnswered }: { questionId: number; onAnswered: () => void }) {
  const answer = useUseCase(AnswerQuestion);
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
    <Box component="form" noValidate onSubmit={(e) => { e.preventDefault(); void submit(); }} sx={{ bgcolor: SHOP_TOKENS.surface, borderRadius: 2, p: 2 }}>
      <TextField id="qa-answer" label={QaCopy.yourAnswer} placeholder={QaCopy.answerPlaceholder} value={text} onChange={(e) => setText(e.target.value)}
        multiline minRows={3} fullWidth error={error !== null} helperText={error ?? ' '} slotProps={{ htmlInput: { maxLength: 2000 } }} />
      <Button type="submit" variant="contained" disabled={busy}>{QaCopy.submitAnswer}</Button>
    </Box>
  );
}
