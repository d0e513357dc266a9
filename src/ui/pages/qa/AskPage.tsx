import { useMemo, useState, useSyncExternalStore } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { PostQuestion } from '../../../application/qa/PostQuestion';
import { RestoreQuestionDraft, SaveQuestionDraft } from '../../../application/qa/questionDraft';
import { AGE_STAGE_LABELS, AGE_STAGES } from '../../../domain/qa/ageStage';
import { EMPTY_DRAFT, withCategory } from '../../../domain/qa/draft';
import { QA_LIMITS, type QuestionDraft } from '../../../domain/qa/postRules';
import { useContainer } from '../../di/ContainerProvider';
import { useOutcomeToast } from '../../hooks/useOutcomeToast';
import { useUseCase } from '../../hooks/useUseCase';
import { QaCopy } from './messages';
import { qaCategoriesQuery } from './queries';
import { TagPicker } from './TagPicker';
import { SHOP_TOKENS } from '../../tokens';
import { categories, navState } from './qaRoute';
import type { RouteData } from '../../routes/RouteData';

const F = QaCopy.form;
const noSubscription = () => () => undefined;

/** qaPost (SPEC §2.1): the ask-a-question form; the draft is saved as the parent types and restored on return. */
export default function AskPage() {
  const { data: categories } = useSuspenseQuery(qaCategoriesQuery(useContainer()));
  const save = useUseCase(SaveQuestionDraft);
  const restore = useUseCase(RestoreQuestionDraft);
  const post = useUseCase(PostQuestion);
  const navigate = useNavigate();
  // Storage is read only once hydrated, so the server's HTML and the first browser render agree.
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);
  const saved = useMemo(() => (hydrated ? restore.execute() : null), [hydrated, restore]);
  const [edited, setDraft] = useState<QuestionDraft | null>(null);
  const draft = edited ?? saved ?? EMPTY_DRAFT;
  const restored = saved !== null;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const toast = useOutcomeToast();
  const change = (next: QuestionDraft) => {
    setDraft(next);
    save.execute(next);
  };
  const category = categories.find((c) => c.id === draft.categoryId) ?? null;
  const submit = async () => {
    setBusy(true);
    try {
      const outcome = await post.execute(draft);
      if (!outcome.ok) return setErrors(outcome.error.fields);
      toast(outcome);
      navigate(`/qa/${outcome.value.id}`);
    } finally {
      setBusy(false);
    }
  };
  const err = (field: string, help: string) => ({ error: Boolean(errors[field]), helperText: errors[field] ?? help });
  return (
    <Container maxWidth="md" sx={{ px: { xs: 1.5, md: 3 }, py: 2 }}>
      <Typography component="h1" sx={{ fontSize: { xs: 22, md: 28 }, fontWeight: 800, mb: 0.5 }}>{QaCopy.askTitle}</Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>{QaCopy.askDescription}</Typography>
      {restored && <Alert severity="info" sx={{ mb: 2 }}>{F.draftRestored}</Alert>}
      <Box component="form" noValidate aria-label={QaCopy.askTitle} onSubmit={(e) => { e.preventDefault(); void submit(); }}
        sx={{ bgcolor: SHOP_TOKENS.surface, borderRadius: 2, p: { xs: 2, md: 3 }, display: 'grid', gap: 2 }}>
        {Object.keys(errors).length > 0 && <Alert severity="error">{F.fixErrors}</Alert>}
        <TextField id="qa-title" label={F.title} value={draft.title} onChange={(e) => change({ ...draft, title: e.target.value })} {...err('title', F.titleHelp)}
          slotProps={{ htmlInput: { maxLength: QA_LIMITS.titleMax + 20 } }} fullWidth />
        <TextField id="qa-body" label={F.body} value={draft.body} onChange={(e) => change({ ...draft, body: e.target.value })} {...err('body', F.bodyHelp)}
          multiline minRows={5} fullWidth slotProps={{ htmlInput: { maxLength: QA_LIMITS.bodyMax + 100 } }} />
        <TextField id="qa-category" select label={F.category} value={draft.categoryId ?? ''} {...err('category_id', ' ')} fullWidth
          onChange={(e) => {
            const next = categories.find((c) => c.id === Number(e.target.value));
            change(withCategory(draft, next?.id ?? null, next ? next.situationalTags.map((t) => t.id) : []));
          }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
          <option value="">{F.category}</option>
          {categories.map((c) => <option key={c.id} value={c.id}>{c.name}</option>)}
        </TextField>
        <TagPicker tags={category?.situationalTags ?? []} selected={draft.tagIds} error={errors.tag_ids} onChange={(tagIds) => change({ ...draft, tagIds })} />
        <TextField id="qa-age" select label={F.ageStage} value={draft.ageStage} {...err('age_stage', ' ')} fullWidth
          onChange={(e) => change({ ...draft, ageStage: e.target.value as QuestionDraft['ageStage'] })}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
          <option value="">{F.ageStage}</option>
          {AGE_STAGES.map((s) => <option key={s} value={s}>{AGE_STAGE_LABELS[s]}</option>)}
        </TextField>
        <FormControlLabel control={<Checkbox checked={draft.anonymous} onChange={(e) => change({ ...draft, anonymous: e.target.checked })} />} label={F.anonymous} />
        <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>{F.draftSaved}</Typography>
        <Button type="submit" variant="contained" size="large" disabled={busy}>{F.submit}</Button>
      </Box>
    </Container>
  );
}

export const route: RouteData = {
  meta: async () => (await import('./qaMeta')).qaPostMeta(),
  queries: (input) => [categories(input)],
  derive: navState(() => ({ route: 'qaPost' })),
};
