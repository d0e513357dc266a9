import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import { Link } from 'react-router-dom';
import type { QaCategory } from '../../../domain/qa/types';
import { SHOP_COLORS } from '../../theme';
import { QaCopy } from './messages';

/** The category modal loads on first open: the Q&A pages paint and hydrate without MUI's Dialog. */
const QaCategoryDialog = lazy(() => import('./QaCategoryDialog'));

export interface QaNavBarProps {
  categories: QaCategory[];
  /** The highlighted category; null = 全部 (index, search). */
  activeCategoryId: number | null;
  variant: 'desktop' | 'mobile';
}

const PINK = SHOP_COLORS.brandPinkStrong;
/** SPEC §2.5: the mobile category bar is 50 px high. */
export const MOBILE_QA_BAR_HEIGHT = 50;

const tab = (active: boolean) => ({
  padding: '13px 12px 10px', fontSize: 15, whiteSpace: 'nowrap' as const, textDecoration: 'none', display: 'inline-block',
  color: active ? PINK : SHOP_COLORS.text, fontWeight: active ? 700 : 400, borderBottom: `3px solid ${active ? PINK : 'transparent'}`,
});

/** Desktop: a tab per category in a sideways-scrolling row. Mobile: 全部, the current category and a 分類 tab opening a modal. */
export function QaNavBar({ categories, activeCategoryId, variant }: QaNavBarProps) {
  const active = categories.find((c) => c.id === activeCategoryId) ?? null;
  if (variant === 'mobile') return <MobileBar categories={categories} active={active} />;
  return (
    <Box component="nav" aria-label={QaCopy.categoryNav} data-testid="qa-nav-desktop" sx={{ bgcolor: 'background.paper', borderBottom: `1px solid ${SHOP_COLORS.border}` }}>
      <Box component="ul" sx={{ listStyle: 'none', m: '0 auto', maxWidth: 1200, px: 3, display: 'flex', overflowX: 'auto', scrollbarWidth: 'thin' }}>
        <Box component="li" sx={{ flex: '0 0 auto' }}>
          <Link to="/qa" aria-current={active === null ? 'page' : undefined} style={tab(active === null)}>{QaCopy.all}</Link>
        </Box>
        {categories.map((c) => (
          <Box component="li" key={c.id} sx={{ flex: '0 0 auto' }}>
            <Link to={`/qa/categories/${c.id}`} aria-current={c.id === activeCategoryId ? 'page' : undefined} style={tab(c.id === activeCategoryId)}>{c.name}</Link>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

function MobileBar({ categories, active }: { categories: QaCategory[]; active: QaCategory | null }) {
  const [open, setOpen] = useState(false);
  return (
    <Box component="nav" aria-label={QaCopy.categoryNav} data-testid="qa-nav-mobile"
      sx={{ height: MOBILE_QA_BAR_HEIGHT, display: 'flex', alignItems: 'stretch', px: 1, bgcolor: 'background.paper', borderBottom: `1px solid ${SHOP_COLORS.border}`, position: 'sticky', top: 'calc(52px + env(safe-area-inset-top))', zIndex: 'appBar' }}>
      <Link to="/qa" aria-current={active === null ? 'page' : undefined} style={{ ...tab(active === null), padding: '14px 12px 10px' }}>{QaCopy.all}</Link>
      {active && <Link to={`/qa/categories/${active.id}`} aria-current="page" style={{ ...tab(true), padding: '14px 12px 10px' }}>{active.name}</Link>}
      <Box component="button" type="button" aria-haspopup="dialog" onClick={() => setOpen(true)}
        sx={{ ml: 'auto', border: 0, background: 'none', font: 'inherit', fontSize: 15, color: SHOP_COLORS.text, px: 1.5, cursor: 'pointer' }}>
        {QaCopy.categories} ▾
      </Box>
      {open && (
        <Suspense fallback={null}>
          <QaCategoryDialog categories={categories} active={active} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}
