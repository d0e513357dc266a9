import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import type { ArticleSummary, GuideSummary } from '../../../domain/explore/explore';
import { formatTaipeiDate } from '../catalog/formatDate';
import { ExploreCopy } from './messages';
import { SHOP_TOKENS } from '../../tokens';

const PINK = SHOP_TOKENS.brandPinkStrong;

/** Long-form reading on a phone: 17px text, generous line height, a measure of about 36 characters. */
export const proseSx = {
  fontSize: { xs: 17, md: 18 }, lineHeight: 1.9, color: SHOP_TOKENS.text, letterSpacing: '0.02em',
  '& h2': { fontSize: { xs: 20, md: 22 }, fontWeight: 700, lineHeight: 1.5, mt: 4, mb: 1.5, pl: 1.25, borderLeft: `4px solid ${SHOP_TOKENS.brandPink}` },
  '& p': { my: 1.5 },
} as const;

/** A cover image: 1200×630, lazy below the fold. */
export function Cover({ src, alt, eager = false, radius = 12 }: { src: string; alt: string; eager?: boolean; radius?: number }) {
  return (
    <img src={src} alt={alt} width={1200} height={630} loading={eager ? 'eager' : 'lazy'} decoding="async"
      style={{ width: '100%', height: 'auto', aspectRatio: '1200 / 630', display: 'block', borderRadius: radius, background: SHOP_TOKENS.brandTint }} />
  );
}

const cardSx = {
  display: 'block', color: 'inherit', textDecoration: 'none', bgcolor: SHOP_TOKENS.surface, borderRadius: 3, overflow: 'hidden',
  boxShadow: `0 1px 4px ${SHOP_TOKENS.shadow}`, height: '100%', '&:hover h3': { color: PINK },
} as const;

/** An article in a list: cover, topic, title, summary, reading time. Not `large`: a compact row on phones. */
export function ArticleCard({ article, eager = false, large = false }: { article: ArticleSummary; eager?: boolean; large?: boolean }) {
  const row = large ? 'column' : { xs: 'row', sm: 'column' };
  return (
    <Box component={Link} to={`/articles/${article.id}`} sx={{ ...cardSx, display: 'flex', flexDirection: row, alignItems: large ? 'stretch' : { xs: 'center', sm: 'stretch' } }}>
      <Box sx={{ flex: large ? 'none' : { xs: '0 0 38%', sm: 'none' }, p: large ? 0 : { xs: 1, sm: 0 } }}>
        <Cover src={article.cover} alt="" eager={eager} radius={large ? 0 : 8} />
      </Box>
      <Box sx={{ p: { xs: 1.5, md: 2 }, minWidth: 0 }}>
        <Typography sx={{ fontSize: 12, color: PINK, fontWeight: 700 }}>{article.topicName}</Typography>
        <Typography component="h3" sx={{ mt: 0.5, fontSize: large ? { xs: 18, md: 20 } : { xs: 15, sm: 16 }, fontWeight: 700, lineHeight: 1.45 }}>{article.title}</Typography>
        <Typography sx={{ mt: 0.75, fontSize: 14, color: 'text.secondary', lineHeight: 1.6, display: large ? '-webkit-box' : { xs: 'none', sm: '-webkit-box' }, WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
          {article.summary}
        </Typography>
        <Typography sx={{ mt: 1, fontSize: 12, color: 'text.secondary' }}>
          {formatTaipeiDate(article.publishedAt)}・{ExploreCopy.readingTime(article.readingMinutes)}
        </Typography>
      </Box>
    </Box>
  );
}

/** A guide in a list: small cover beside its title and pick count. */
export function GuideCard({ guide }: { guide: GuideSummary }) {
  return (
    <Box component={Link} to={`/guide/${guide.id}`} sx={{ ...cardSx, display: 'flex', gap: 1.5, p: 1.25, alignItems: 'center' }}>
      <Box sx={{ flex: '0 0 38%', maxWidth: 180 }}><Cover src={guide.cover} alt="" radius={8} /></Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography component="h3" sx={{ fontSize: 15, fontWeight: 700, lineHeight: 1.45 }}>{guide.title}</Typography>
        <Typography sx={{ mt: 0.5, fontSize: 12, color: 'text.secondary' }}>{ExploreCopy.pickCount(guide.pickCount)}</Typography>
      </Box>
    </Box>
  );
}

/** A responsive grid: one column on phones, two or three on wider screens. */
export function CardGrid({ children, columns = 3 }: { children: React.ReactNode; columns?: 2 | 3 }) {
  return (
    <Box sx={{ display: 'grid', gap: { xs: 1.5, md: 2 }, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: `repeat(${columns}, 1fr)` } }}>
      {children}
    </Box>
  );
}
