import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { PathLink } from '../../components/PathLink';
import type { QaCategory } from '../../../domain/qa/types';
import { SHOP_COLORS, SHOP_TOKENS } from '../../tokens';
import { QaCopy } from './messages';

const PINK = SHOP_COLORS.brandPinkStrong;

/** The mobile 分類 modal of the Q&A bar (SPEC §2.5): every category, the current one marked. */
export default function QaCategoryDialog({ categories, active, onClose }: { categories: QaCategory[]; active: QaCategory | null; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} fullWidth aria-labelledby="qa-category-modal-title">
      <DialogTitle id="qa-category-modal-title" sx={{ pr: 6 }}>
        {QaCopy.chooseCategory}
        <IconButton aria-label={QaCopy.close} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>✕</IconButton>
      </DialogTitle>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 2, pt: 0, display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 1 }}>
        {categories.map((c) => (
          <li key={c.id}>
            <PathLink to={`/qa/categories/${c.id}`} onClick={onClose} aria-current={c.id === active?.id ? 'page' : undefined}
              style={{ display: 'block', padding: '10px 12px', borderRadius: 8, textDecoration: 'none', border: `1px solid ${c.id === active?.id ? PINK : SHOP_TOKENS.controlBorder}`, color: c.id === active?.id ? PINK : SHOP_COLORS.text, fontWeight: c.id === active?.id ? 700 : 400 }}>
              {c.name}
            </PathLink>
          </li>
        ))}
      </Box>
    </Dialog>
  );
}
