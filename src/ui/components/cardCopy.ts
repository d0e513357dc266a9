import { formatCount } from '../format';

/** The card's figures line: stars, review count, 跟團人數, likes. */
export const CardCopy = {
  /** Read out whole: the star glyph and the bracketed count mean nothing to a screen reader. */
  ratingLabel: (average: number, count: number) => `${average.toFixed(1)} 顆星，${formatCount(count)} 則評價`,
  buyers: (count: number) => `${formatCount(count)} 人跟團`,
  LIKES_HIDDEN: ' 人喜歡',
} as const;
