import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PathLink } from '../../components/PathLink';
import { CatalogCopy } from './messages';
import { SHOP_TOKENS } from '../../tokens';

export interface Crumb { name: string; path: string }

/** Where the page sits: 首頁 › branch › main › sub. The last crumb is the page itself. */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <Box component="nav" aria-label="麵包屑" sx={{ fontSize: 13, color: 'text.secondary', my: 1.5, display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {[{ name: CatalogCopy.home, path: '/' }, ...crumbs].map((crumb, index, all) => (
        <Box component="span" key={crumb.path} sx={{ display: 'inline-flex', gap: 0.5 }}>
          {index > 0 && <span aria-hidden>›</span>}
          {index === all.length - 1 ? (
            <span aria-current="page">{crumb.name}</span>
          ) : (
            <PathLink to={crumb.path} style={{ color: 'inherit' }}>{crumb.name}</PathLink>
          )}
        </Box>
      ))}
    </Box>
  );
}

/** A coloured banner with the page's title, description and whatever the page adds below. */
export function PageBanner({ color, title, description, children }: { color: string; title: string; description?: string; children?: ReactNode }) {
  return (
    <Box sx={{ mt: { xs: 1, md: 2 }, p: { xs: 2, md: 3 }, borderRadius: 3, bgcolor: color, backgroundImage: SHOP_TOKENS.sheenGradient, color: SHOP_TOKENS.text }}>
      <Typography component="h1" sx={{ fontSize: { xs: 22, md: 30 }, fontWeight: 800 }}>{title}</Typography>
      {description && <Typography sx={{ mt: 0.75, fontSize: { xs: 14, md: 16 } }}>{description}</Typography>}
      {children}
    </Box>
  );
}

/** Links to other lists (sub categories, brand categories); the current one is marked. */
export function ChipLinks({ label, chips, current }: { label: string; chips: Crumb[]; current?: string }) {
  return (
    <Box component="nav" aria-label={label} sx={{ display: 'flex', gap: 1, overflowX: 'auto', py: 1 }}>
      {chips.map((chip) => {
        const active = chip.path === current;
        return (
          <Box key={chip.path} component={PathLink} to={chip.path} aria-current={active ? 'page' : undefined}
            sx={{ flex: 'none', px: 1.75, py: 0.75, borderRadius: 999, fontSize: 14, textDecoration: 'none', border: '1px solid', borderColor: active ? SHOP_TOKENS.brandPinkStrong : SHOP_TOKENS.controlBorder, bgcolor: active ? SHOP_TOKENS.brandPinkStrong : SHOP_TOKENS.surface, color: active ? SHOP_TOKENS.onAccent : SHOP_TOKENS.text }}>
            {chip.name}
          </Box>
        );
      })}
    </Box>
  );
}

/** Previous / next page links that keep the rest of the URL; the page number lives in `?page=`. */
export function Pager({ basePath, page, hasMore }: { basePath: string; page: number; hasMore: boolean }) {
  if (page <= 1 && !hasMore) return null;
  const to = (n: number) => (n <= 1 ? basePath : `${basePath}?page=${n}`);
  const link = { color: SHOP_TOKENS.brandText, fontWeight: 700, textDecoration: 'none' };
  return (
    <Box component="nav" aria-label="分頁" sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', gap: 3, my: 3, fontSize: 15 }}>
      {page > 1 ? <PathLink to={to(page - 1)} rel="prev" style={link}>{CatalogCopy.prevPage}</PathLink> : <span />}
      <span>{CatalogCopy.pageOf(page)}</span>
      {hasMore ? <PathLink to={to(page + 1)} rel="next" style={link}>{CatalogCopy.nextPage}</PathLink> : <span />}
    </Box>
  );
}

/** What a list with nothing in it says, with the way back to the mall. */
export function EmptyState({ text, to = '/mall/all', action = CatalogCopy.backToMall }: { text: string; to?: string; action?: string }) {
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2, color: 'text.secondary' }}>
      <Typography>{text}</Typography>
      <Box component={PathLink} to={to} sx={{ display: 'inline-block', mt: 2, px: 3, py: 1, borderRadius: 999, bgcolor: SHOP_TOKENS.brandPinkStrong, color: SHOP_TOKENS.onAccent, textDecoration: 'none', fontWeight: 700 }}>{action}</Box>
    </Box>
  );
}
