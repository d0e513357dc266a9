import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import { AGE_STAGE_LABELS } from '../../../domain/qa/ageStage';
import type { QuestionPage, QuestionSummary } from '../../../domain/qa/types';
import { SHOP_COLORS, SHOP_TOKENS } from '../../theme';
import { formatQaDate } from './format';
import { QaCopy } from './messages';

const linkStyle = { color: 'inherit', textDecoration: 'none' } as const;

export function Chip({ to, children, current = false }: { to: string; children: string; current?: boolean }) {
  const look = current ? { background: SHOP_COLORS.brandPinkStrong, color: SHOP_TOKENS.onAccent, fontWeight: 700 } : { background: SHOP_COLORS.softBackground, color: SHOP_COLORS.brandPinkDeep };
  return (
    // The link is a 44px-tall tap target (issue 13); the pill inside it keeps its small look.
    <Link to={to} aria-current={current ? 'page' : undefined} style={{ display: 'inline-flex', alignItems: 'center', minHeight: 44, textDecoration: 'none' }}>
      <span style={{ fontSize: 13, padding: '2px 10px', borderRadius: 999, whiteSpace: 'nowrap', ...look }}>{children}</span>
    </Link>
  );
}

/** One question as a list card: title, excerpt, category and tags, age stage, counts. */
export function QuestionCard({ question }: { question: QuestionSummary }) {
  const first = question.categories[0];
  return (
    <Box component="li" sx={{ bgcolor: SHOP_TOKENS.surface, borderRadius: 2, p: 2, border: `1px solid ${SHOP_COLORS.border}` }}>
      <Typography component="h3" sx={{ fontSize: 17, fontWeight: 700, mb: 0.5 }}>
        <Link to={`/qa/${question.id}`} style={{ ...linkStyle, display: 'block', padding: '10px 0' }}>{question.title}</Link>
      </Typography>
      <Typography sx={{ fontSize: 14, color: 'text.secondary', mb: 1 }}>{question.excerpt}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 0.75, alignItems: 'center', fontSize: 13, color: 'text.secondary' }}>
        {first && <Chip to={`/qa/categories/${first.id}`}>{first.name}</Chip>}
        {question.tags.map((t) => <Chip key={t.id} to={`/qa/tags/${t.id}`}>{`#${t.name}`}</Chip>)}
        <span>{AGE_STAGE_LABELS[question.ageStage]}</span>
        <span>・{QaCopy.answers(question.answerCount)}</span>
        <span>・{question.author.nickname}</span>
        <span>・{formatQaDate(question.createdAt)}</span>
      </Box>
    </Box>
  );
}

export function QuestionList({ questions, emptyText = QaCopy.empty }: { questions: QuestionSummary[]; emptyText?: string }) {
  if (questions.length === 0) return <Typography sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>{emptyText}</Typography>;
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {questions.map((q) => <QuestionCard key={q.id} question={q} />)}
    </Box>
  );
}

/** `?page=N` links, so paging works without JS and search engines can follow it. */
export function Pager({ list, path }: { list: QuestionPage; path: (page: number) => string }) {
  if (list.totalPages <= 1) return null;
  return (
    <Box component="nav" aria-label={QaCopy.pageOf(list.page, list.totalPages)} sx={{ display: 'flex', gap: 2, justifyContent: 'center', alignItems: 'center', py: 2 }}>
      {list.page > 1 && <Link to={path(list.page - 1)} rel="prev">{QaCopy.prev}</Link>}
      <span>{QaCopy.pageOf(list.page, list.totalPages)}</span>
      {list.page < list.totalPages && <Link to={path(list.page + 1)} rel="next">{QaCopy.next}</Link>}
    </Box>
  );
}
