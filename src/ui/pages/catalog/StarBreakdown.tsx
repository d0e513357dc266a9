import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SIZE_FIT_LABELS, isSizeFit } from '../../../domain/memberProfile/reviews';
import { SHOP_COLORS, SHOP_TOKENS } from '../../tokens';

/** How many reviews gave 5, 4, 3, 2 and 1 stars, as bars (the review pages). */
export function StarBreakdown({ counts }: { counts: number[] }) {
  const total = counts.reduce((a, b) => a + b, 0);
  if (total === 0) return null;
  return (
    <Box component="ul" aria-label="各星等評價數" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'grid', gap: 0.5, maxWidth: 360 }}>
      {[5, 4, 3, 2, 1].map((stars) => {
        const count = counts[stars - 1] ?? 0;
        return (
          <Box component="li" key={stars} sx={{ display: 'grid', gridTemplateColumns: '44px 1fr 40px', alignItems: 'center', gap: 1, fontSize: 13 }}>
            <span>{stars} 星</span>
            <Box aria-hidden sx={{ height: 8, borderRadius: 4, bgcolor: SHOP_TOKENS.divider, overflow: 'hidden' }}>
              <Box sx={{ height: '100%', width: `${(count / total) * 100}%`, bgcolor: SHOP_COLORS.brandPink }} />
            </Box>
            <Typography component="span" sx={{ fontSize: 13, color: 'text.secondary', textAlign: 'right' }}>{count} 則</Typography>
          </Box>
        );
      })}
    </Box>
  );
}

/** The size fit and photo a member added to a review: the small square in the list, opening the full photo. */
export function ReviewExtras({ sizeFit, photoUrl, photoThumbUrl }: { sizeFit?: string | null; photoUrl?: string | null; photoThumbUrl?: string | null }) {
  return (
    <>
      {sizeFit && isSizeFit(sizeFit) && (
        <Typography sx={{ mt: 0.5, fontSize: 13 }}>尺寸：<strong>{SIZE_FIT_LABELS[sizeFit]}</strong></Typography>
      )}
      {photoUrl && (
        <Box component="a" href={photoUrl} sx={{ display: 'inline-block', mt: 1 }}>
          <Box component="img" src={photoThumbUrl ?? photoUrl} alt="買家上傳的商品照片" loading="lazy" width={120} height={120}
            sx={{ width: 120, height: 120, objectFit: 'cover', borderRadius: 1.5, display: 'block' }} />
        </Box>
      )}
    </>
  );
}
