import { taipeiYmd } from '../../../domain/taipeiTime';

/** Dates as shoppers in Taiwan read them, in Asia/Taipei whatever the server's zone: 2026/11/05. */
export const formatTaipeiDate = (epochMs: number): string => taipeiYmd(epochMs, '/');
