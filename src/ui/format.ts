import { groupedNumber, twdText } from '../domain/numberText';

/** Prices as shoppers in Taiwan read them: NT$1,280. */
export const formatTwd = twdText;

export const formatCount = (count: number) => (count >= 10_000 ? `${(count / 10_000).toFixed(1)}萬` : groupedNumber(count));
