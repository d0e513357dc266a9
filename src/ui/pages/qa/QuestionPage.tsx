import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import { DeletePost } from '../../../application/qa/EditAnswer';
import { FollowQuestion } from '../../../application/qa/reactions';
import { AGE_STAGE_LABELS } from '../../../domain/qa/ageStage';
import { useContainer } from '../../di/ContainerProvider';
import { useOutcomeToast } from '../../hooks/useOutcomeToast';
import { useUseCase } from '../../hooks/useUseCase';
import { AnswerForm } from './AnswerForm';
import { AnswerItem } from './AnswerItem';
import { formatQaDate } from './format';
import { QaCopy } from './messages';
import { qaId, qaKeys, questionQuery } from './queries';
import { Chip, QuestionList } from './QuestionList';
import { ReportButton } from './ReportButton';
import { SHOP_TOKENS } from '../../theme';

/** qaPage (SPEC §2.1): the question, its answers with likes, follow and report, the answer box and related questions. */
export default function QuestionPage() {
  const id = qaId(useParams().id) ?? 0;
  const { data: q } = useSuspenseQuery(questionQuery(useContainer(), id));
  const queryClient = useQueryClient();
  const follow = useUseCase(FollowQuestion);
  const remove = useUseCase(DeletePost);
  const navigate = useNavigate();
  const toast = useOutcomeToast();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: qaKeys.question(id) });
  return (
    <Container maxWidth="md" sx={{ px: { xs: 1.5, md: 3 }, py: 2 }}>
      <Box component="article" sx={{ bgcolor: SHOP_TOKENS.surface, borderRadius: 2, p: { xs: 2, md: 3 }, mb: 2 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mb: 1 }}>
          {q.categories.map((c) => <Chip key={c.id} to={`/qa/categories/${c.id}`}>{c.name}</Chip>)}
          {q.tags.map((t) => <Chip key={t.id} to={`/qa/tags/${t.id}`}>{`#${t.name}`}</Chip>)}
        </Box>
        <Typography component="h1" sx={{ fontSize: { xs: 21, md: 26 }, fontWeight: 800, mb: 1 }}>{q.title}</Typography>
        <Typography sx={{ fontSize: 13, color: 'text.secondary', mb: 2 }}>
          {q.author.nickname}・{QaCopy.ageStage} {AGE_STAGE_LABELS[q.ageStage]}・{QaCopy.asked} {formatQaDate(q.createdAt)}・{QaCopy.followers(q.followCount)}
        </Typography>
        <Typography data-testid="question-body" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', mb: 2 }}>{q.body}</Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button variant={q.followedByMe ? 'contained' : 'outlined'} aria-pressed={q.followedByMe}
            onClick={async () => {
              const outcome = await follow.execute({ questionId: q.id, followed: !q.followedByMe });
              toast(outcome);
              if (outcome.ok) refresh();
            }}>
            {q.followedByMe ? QaCopy.following : QaCopy.follow}
          </Button>
          {q.mine ? (
            <Button color="inherit" onClick={async () => {
              if (!window.confirm(QaCopy.confirmDelete)) return;
              const outcome = await remove.execute({ kind: 'question', id: q.id });
              toast(outcome);
              if (outcome.ok) navigate('/qa');
            }}>{QaCopy.delete}</Button>
          ) : <ReportButton targetType="question" targetId={q.id} />}
        </Box>
      </Box>
      <Box component="section" aria-labelledby="qa-answers" sx={{ mb: 3 }}>
        <Typography id="qa-answers" component="h2" sx={{ fontSize: 19, fontWeight: 700, mb: 1 }}>{QaCopy.answerHeading(q.answers.length)}</Typography>
        {q.answers.length === 0 && <Typography sx={{ color: 'text.secondary', mb: 1.5 }}>{QaCopy.noAnswers}</Typography>}
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mb: 2, display: 'grid', gap: 1.5 }}>
          {q.answers.map((a) => <AnswerItem key={a.id} answer={a} onChanged={refresh} />)}
        </Box>
        <AnswerForm questionId={q.id} onAnswered={refresh} />
      </Box>
      {q.related.length > 0 && (
        <Box component="section" aria-labelledby="qa-related">
          <Typography id="qa-related" component="h2" sx={{ fontSize: 19, fontWeight: 700, mb: 1 }}>{QaCopy.related}</Typography>
          <QuestionList questions={q.related} />
        </Box>
      )}
    </Container>
  );
}
