import { taipeiYmd } from '../../../domain/taipeiTime';

/** Dates in Asia/Taipei (same on server and browser, so hydration matches): 2026/11/05. */
export const formatQaDate = (ms: number): string => taipeiYmd(ms, '/');

export const pagePath = (base: string) => (page: number): string => (page > 1 ? `${base}${base.includes('?') ? '&' : '?'}page=${page}` : base);
