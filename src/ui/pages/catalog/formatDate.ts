const date = new Intl.DateTimeFormat('zh-TW', { timeZone: 'Asia/Taipei', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Dates as shoppers in Taiwan read them, in Asia/Taipei whatever the server's zone: 2026/11/05. */
export const formatTaipeiDate = (epochMs: number): string => date.format(new Date(epochMs));
