import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../server/db/schema';
import { call } from '../helpers/api';

/** Epoch ms as the form types it: Asia/Taipei wall-clock minutes. */
export const taipeiText = (ms: number): string => new Date(ms + 8 * 3600_000).toISOString().slice(0, 16);

/** Two active options of one open deal of a branch (their 原價 above 100), and that branch. */
export async function sourceOptions(db: Kysely<Database>) {
  const rows = await db.selectFrom('options').innerJoin('products', 'products.id', 'options.product_id')
    .innerJoin('group_buys', 'group_buys.id', 'products.group_buy_id')
    .select(['options.id', 'options.original_price', 'group_buys.branch_id', 'group_buys.id as group_buy_id'])
    .where('products.status', '=', 'active').where('options.original_price', '>', 100).where('group_buys.status', '=', 'open')
    .orderBy('options.id').limit(40).execute();
  const first = rows[0];
  const pair = rows.filter((r) => r.group_buy_id === first.group_buy_id).slice(0, 2);
  return { branchId: first.branch_id, options: pair.map((r) => ({ id: r.id, original: Number(r.original_price) })) };
}

/** A valid create body: the given window, each option at 原價 − 10 with 20 in stock. */
export function dealBody(source: Awaited<ReturnType<typeof sourceOptions>>, window: { start: number; end: number }, extra: Record<string, unknown> = {}) {
  return {
    title: '測試團購 安撫奶嘴', description: '第一段說明\n第二段說明', branch_id: source.branchId, preview: true,
    starts_at: taipeiText(window.start), ends_at: taipeiText(window.end),
    lines: source.options.map((o) => ({ option_id: o.id, price: o.original - 10, stock: 20 })),
    ...extra,
  };
}

export const createDealAs = (app: FastifyInstance, cookies: Record<string, string>, body: object) =>
  call(app, 'POST', '/admin/api/group-buys', { cookies, body });
