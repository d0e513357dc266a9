import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { QA_LIMITS } from '../../../domain/qa/postRules';
import type { QaTag } from '../../../domain/qa/types';
import { SHOP_COLORS, SHOP_TOKENS } from '../../tokens';
import { QaCopy } from './messages';

/** Toggle buttons for the chosen category's situational tags (at most 5). */
export function TagPicker({ tags, selected, error, onChange }: { tags: QaTag[]; selected: number[]; error?: string; onChange: (ids: number[]) => void }) {
  const toggle = (id: number) => onChange(selected.includes(id) ? selected.filter((t) => t !== id) : [...selected, id]);
  return (
    <Box role="group" aria-labelledby="qa-tags-label">
      <Typography id="qa-tags-label" sx={{ fontSize: 14, mb: 0.75 }}>{QaCopy.form.tags}</Typography>
      {tags.length === 0 && <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>{QaCopy.form.tagsHint}</Typography>}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {tags.map((t) => {
          const on = selected.includes(t.id);
          return (
            <Box component="button" type="button" key={t.id} aria-pressed={on} onClick={() => toggle(t.id)}
              disabled={!on && selected.length >= QA_LIMITS.tagsMax}
              sx={{ font: 'inherit', fontSize: 14, px: 1.5, py: 0.5, borderRadius: 999, cursor: 'pointer', border: `1px solid ${on ? SHOP_COLORS.brandPinkStrong : SHOP_TOKENS.controlBorder}`,
                bgcolor: on ? SHOP_COLORS.brandPinkStrong : SHOP_TOKENS.surface, color: on ? SHOP_TOKENS.onAccent : SHOP_COLORS.text }}>
              #{t.name}
            </Box>
          );
        })}
      </Box>
      {error && <Typography role="alert" sx={{ fontSize: 12, color: 'error.main', mt: 0.5 }}>{error}</Typography>}
    </Box>
  );
}
