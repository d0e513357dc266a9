import { pad2, taipeiParts } from '../taipeiTime';
/** When a group-buy sells (SPEC §3 group-buy window): before its start, while it runs, after its end. */
export type DealPhase = 'upcoming' | 'live' | 'ended';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** A countdown shows during a deal's last 72 hours; earlier, the closing date is enough. */
export const COUNTDOWN_FROM_MS = 72 * HOUR;

export interface DealWindow {
  open: boolean;
  startsAt: number;
  endsAt: number;
}

export function dealPhase(deal: DealWindow, now: number): DealPhase {
  if (!deal.open || now >= deal.endsAt) return 'ended';
  return now < deal.startsAt ? 'upcoming' : 'live';
}

export interface TimeLeft { days: number; hours: number; minutes: number; seconds: number }

/** What is left of a live deal in its last 72 hours; null outside them. */
export function countdown(deal: DealWindow, now: number): TimeLeft | null {
  const left = deal.endsAt - now;
  if (dealPhase(deal, now) !== 'live' || left > COUNTDOWN_FROM_MS) return null;
  return {
    days: Math.floor(left / DAY),
    hours: Math.floor((left % DAY) / HOUR),
    minutes: Math.floor((left % HOUR) / MINUTE),
    seconds: Math.floor((left % MINUTE) / SECOND),
  };
}

/** zh-TW texts of a deal's window, for cards and pages alike. */
export const DealTexts = {
  UPCOMING: '即將開團',
  ENDED: '已結束',
  STARTS_AT: (when: string) => `${when} 開團（台灣時間）`,
  ENDS_AT: (when: string) => `${when} 結束`,
  ENDS_IN: '距離結束',
  LEFT: (clock: string) => `剩 ${clock}`,
} as const;

const pad = pad2;

/** 11/26 02:07 in Asia/Taipei (UTC+8, no daylight saving), by hand so server and browser agree to the character. */
export function taipeiDateTime(ms: number): string {
  const t = taipeiParts(ms);
  return `${t.month}/${t.day} ${pad(t.hours)}:${pad(t.minutes)}`;
}

/** 2 天 03:12:45, or 03:12:45 in the last day. */
export function clockText(left: TimeLeft): string {
  const clock = `${pad(left.hours)}:${pad(left.minutes)}:${pad(left.seconds)}`;
  return left.days > 0 ? `${left.days} 天 ${clock}` : clock;
}
