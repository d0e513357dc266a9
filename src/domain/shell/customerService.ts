import { CUSTOMER_SERVICE_HOURS } from '../constants';

const TAIPEI_OFFSET_MS = 8 * 60 * 60 * 1000;
const minutesOf = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * SPEC §9 customer-service hours, Monday to Friday 9:30-12:00 and 14:00-17:30 in Taipei: whether
 * someone answers the chat now (the widget says so; outside the hours a message waits for the team).
 */
export function customerServiceOpen(epochMs: number): boolean {
  const taipei = new Date(epochMs + TAIPEI_OFFSET_MS);
  const weekday = taipei.getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  const minute = taipei.getUTCHours() * 60 + taipei.getUTCMinutes();
  return CUSTOMER_SERVICE_HOURS.some(({ from, to }) => minute >= minutesOf(from) && minute < minutesOf(to));
}
