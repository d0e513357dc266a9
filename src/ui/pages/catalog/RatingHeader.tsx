import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { RatingSummary } from '../../../domain/catalog/reviews';
import { CatalogCopy } from './messages';
import { Stars } from './Stars';
import { SHOP_TOKENS } from '../../tokens';

/** The average and the number of reviews, or nothing to average yet. */
export function RatingHeader({ rating }: { rating: RatingSummary }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, flexWrap: 'wrap' }}>
      {rating.average !== null && (
        <>
          <Typography component="span" sx={{ fontSize: 28, fontWeight: 800, color: SHOP_TOKENS.text }} role="img" aria-label={CatalogCopy.averageLabel(rating.average)}>
            {rating.average.toFixed(1)}
          </Typography>
          <Stars rating={rating.average} size={20} />
        </>
      )}
      <Typography component="span" sx={{ color: 'text.secondary', fontSize: 14 }}>{CatalogCopy.reviewCount(rating.count)}</Typography>
    </Box>
  );
}
