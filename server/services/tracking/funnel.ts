import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { countEventsByDay } from '../../db/repositories/tracking/events';

/** The funnel's steps, in order: visits are distinct visitors with a page view, the rest are events. */
export const FUNNEL_STEPS = ['page_view', 'product_view', 'add_to_cart', 'checkout_start', 'order_paid'] as const;

export interface FunnelRow {
  day: string;
  campaign: string;
  visits: number;
  product_view: number;
  add_to_cart: number;
  checkout_start: number;
  order_paid: number;
}

/** Per Taipei day and campaign (`(none)` without one): visits → product views → add to cart → checkout → paid. */
export async function funnel(db: Kysely<Database>, sinceDay = '0000-00-00'): Promise<FunnelRow[]> {
  const rows = await countEventsByDay(db, FUNNEL_STEPS, sinceDay);
  const byKey = new Map<string, FunnelRow>();
  for (const r of rows) {
    const campaign = r.campaign ?? '(none)';
    const key = `${r.day}\u0000${campaign}`;
    const row = byKey.get(key) ?? { day: r.day, campaign, visits: 0, product_view: 0, add_to_cart: 0, checkout_start: 0, order_paid: 0 };
    if (r.name === 'page_view') row.visits += Number(r.visitors);
    else row[r.name as Exclude<(typeof FUNNEL_STEPS)[number], 'page_view'>] += Number(r.events);
    byKey.set(key, row);
  }
  return [...byKey.values()].sort((a, b) => a.day.localeCompare(b.day) || a.campaign.localeCompare(b.campaign));
}
