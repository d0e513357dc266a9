import { taipeiYmd } from '../taipeiTime';

/** 2026/11/25 in Asia/Taipei. */
export const taipeiDate = (epochMs: number): string => taipeiYmd(epochMs, '/');
