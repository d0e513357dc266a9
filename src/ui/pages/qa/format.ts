const DATE = new Intl.DateTimeFormat('zh-TW', { timeZone: 'Asia/Taipei', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Dates in Asia/Taipei (same on server and browser, so hydration matches). */
export const formatQaDate = (ms: number): string => DATE.format(new Date(ms));

export const pagePath = (base: string) => (page: number): string => (page > 1 ? `${base}${base.includes('?') ? '&' : '?'}page=${page}` : base);
