import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DeletePost, EditAnswer } from '../../../application/qa/EditAnswer';
import { LikeAnswer } from '../../../application/qa/reactions';
import type { Answer } from '../../../domain/qa/types';
import { useOutcomeToast } from '../../hooks/useOutcomeToast';
import { useUseCase } from '../../hooks/useUseCase';
import { SHOP_COLORS, SHOP_TOKENS } from '../../theme';
import { formatQaDate } from './format';
import { QaCopy } from './messages';
import { ReportButton } from './ReportButton';

/** One answer: the text (rendered as text, never as HTML), a like button, and edit/delete for its writer. */
export function AnswerItem({ answer, onChanged }: { answer: Answer; onChanged: () => void }) {
  const like = useUseCase(LikeAnswer);
  const edit = useUseCase(EditAnswer);
  const remove = useUseCase(DeletePost);
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
    <Box component="li" id={`answer-${answer.id}`} aria-label={`${answer.author.nickname} 的回答`} sx={{ bgcolor: SHOP_TOKENS.surface, borderRadius: 2, p: 2, border: `1px solid ${SHOP_COLORS.border}` }}>
      <Typography sx={{ fontSize: 13, color: 'text.secondary', mb: 0.5 }}>{answer.author.nickname}・{formatQaDate(answer.createdAt)}</Typography>
      {editing === null ? (
        <Typography sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', mb: 1 }}>{answer.body}</Typography>
      ) : (
        <Box sx={{ mb: 1 }}>
          <TextField value={editing} onChange={(e) => setEditing(e.target.value)} multiline minRows={3} fullWidth label={QaCopy.yourAnswer} error={error !== null} helperText={error ?? ' '} />
          <Button onClick={save} variant="contained" size="small">{QaCopy.save}</Button>
          <Button onClick={() => { setEditing(null); setError(null); }} size="small">{QaCopy.cancel}</Button>
        </Box>
      )}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <Button size="small" variant={answer.likedByMe ? 'contained' : 'outlined'} aria-pressed={answer.likedByMe}
          onClick={async () => {
            const outcome = await like.execute({ answerId: answer.id, liked: !answer.likedByMe });
            toast(outcome);
            if (outcome.ok) onChanged();
          }}>
          {answer.likedByMe ? `${QaCopy.liked} ${answer.likeCount}` : QaCopy.likeLabel(answer.likeCount)}
        </Button>
        {answer.mine && editing === null && <Button size="small" onClick={() => setEditing(answer.body)}>{QaCopy.edit}</Button>}
        {answer.mine && (
          <Button size="small" color="inherit" onClick={async () => {
            if (!window.confirm(QaCopy.confirmDelete)) return;
            const outcome = await remove.execute({ kind: 'answer', id: answer.id });
            toast(outcome);
            if (outcome.ok) onChanged();
          }}>{QaCopy.delete}</Button>
        )}
        {!answer.mine && <ReportButton targetType="answer" targetId={answer.id} />}
      </Box>
    </Box>
  );
}
