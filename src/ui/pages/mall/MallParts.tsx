import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link, useLocation } from 'react-router-dom';
import { MallCopy } from './messages';
import { SHOP_TOKENS } from '../../theme';

const PINK = SHOP_TOKENS.brandPinkStrong;

/** The page's h1 with an optional line under it. */
export function PageHeading({ title, subtitle, children }: { title: string; subtitle?: string; children?: ReactNode }) {
  return (
    <Box sx={{ mt: { xs: 2, md: 3 }, mb: { xs: 1.5, md: 2 } }}>
      {/* Titles can carry what a shopper typed (a search): long unbroken text wraps instead of widening the page. */}
      <Typography component="h1" sx={{ fontSize: { xs: 20, md: 26 }, fontWeight: 800, overflowWrap: 'anywhere' }}>{title}</Typography>
      {subtitle && <Typography sx={{ mt: 0.5, color: 'text.secondary', fontSize: 14 }}>{subtitle}</Typography>}
      {children}
    </Box>
  );
}

/** 上一頁 / 第 N 頁 / 下一頁 links that keep the rest of the query (filters) as it is. */
export function Pager({ page, hasMore }: { page: number; hasMore: boolean }) {
  const location = useLocation();
  if (page === 1 && !hasMore) return null;
  const to = (n: number) => {
    const search = new URLSearchParams(location.search);
    if (n === 1) search.delete('page');
    else search.set('page', String(n));
    const query = search.toString();
    return `${location.pathname}${query ? `?${query}` : ''}`;
  };
  const link = { color: PINK, textDecoration: 'none', padding: '10px 16px', border: `1px solid ${PINK}`, borderRadius: 999, fontSize: 15 };
  return (
    <Box component="nav" aria-label={MallCopy.pager.label} sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', gap: 2, my: 3 }}>
      {page > 1 && <Link to={to(page - 1)} rel="prev" style={link}>{MallCopy.pager.prev}</Link>}
      <Typography component="span" aria-current="page" sx={{ color: 'text.secondary', fontSize: 14 }}>{MallCopy.pager.page(page)}</Typography>
      {hasMore && <Link to={to(page + 1)} rel="next" style={link}>{MallCopy.pager.next}</Link>}
    </Box>
  );
}

/** An empty list: what happened, and a way on. */
export function EmptyState({ text, hint, to = '/mall/all', action = MallCopy.backToMall }: { text: string; hint?: string; to?: string; action?: string }) {
  return (
    <Box role="status" sx={{ textAlign: 'center', py: { xs: 6, md: 8 }, px: 2, bgcolor: SHOP_TOKENS.surface, borderRadius: 3 }}>
      <Typography sx={{ fontSize: 18, fontWeight: 700, overflowWrap: 'anywhere' }}>{text}</Typography>
      {hint && <Typography sx={{ mt: 1, color: 'text.secondary', fontSize: 14 }}>{hint}</Typography>}
      <Link to={to} style={{ display: 'inline-block', marginTop: 20, background: PINK, color: SHOP_TOKENS.onAccent, padding: '10px 24px', borderRadius: 999, textDecoration: 'none', fontWeight: 700 }}>
        {action}
      </Link>
    </Box>
  );
}

/** Pill links (floors, categories): wrap on desktop, scroll sideways on phones. */
export function PillLinks({ links, label }: { links: { to: string; text: string }[]; label: string }) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', gap: 1, flexWrap: { xs: 'nowrap', md: 'wrap' }, overflowX: { xs: 'auto', md: 'visible' }, pb: 0.5 }}>
      {links.map((link) => (
        <Box component="li" key={link.to} sx={{ flex: '0 0 auto' }}>
          <Link to={link.to} style={{ display: 'inline-block', padding: '11px 14px', borderRadius: 999, background: SHOP_TOKENS.surface, border: `1px solid ${SHOP_TOKENS.border}`, color: SHOP_TOKENS.text, textDecoration: 'none', fontSize: 14, whiteSpace: 'nowrap' }}>
            {link.text}
          </Link>
        </Box>
      ))}
    </Box>
  );
}
