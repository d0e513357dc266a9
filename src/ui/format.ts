const twd = new Intl.NumberFormat('zh-TW', { maximumFractionDigits: 0 });

/** Prices as shoppers in Taiwan read them: NT$1,280. */
export const formatTwd = (amount: number) => `NT$${twd.format(amount)}`;

export const formatCount = (count: number) => (count >= 10_000 ? `${(count / 10_000).toFixed(1)}萬` : twd.format(count));
