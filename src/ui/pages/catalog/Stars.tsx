import Box from '@mui/material/Box';
import { filledStars, MAX_RATING } from '../../../domain/catalog/reviews';
import { CatalogCopy } from './messages';
import { SHOP_TOKENS } from '../../tokens';

/** Five stars, the first `rating` (rounded) filled; read out as text for screen readers. */
export function Stars({ rating, size = 16 }: { rating: number; size?: number }) {
  const filled = filledStars(rating);
  return (
    <Box component="span" role="img" aria-label={CatalogCopy.starsLabel(rating)} sx={{ color: SHOP_TOKENS.ratingStar, fontSize: size, letterSpacing: 1, whiteSpace: 'nowrap' }}>
      {'★'.repeat(filled)}
      <Box component="span" sx={{ color: SHOP_TOKENS.ratingStarEmpty }}>{'★'.repeat(MAX_RATING - filled)}</Box>
    </Box>
  );
}
