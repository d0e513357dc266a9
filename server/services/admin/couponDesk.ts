import type { Kysely } from 'kysely';
import type { AdminCouponRow, AdminPromotionCodeRow } from '../../../contract/adminCoupons';
import type { AdminCouponsQuery, CreateCouponRequest } from '../../../contract/adminCouponRequests';
import type { Database } from '../../db/schema';
import {
  countCodeUses, countCouponHolders, countDeskCodes, countDeskCoupons, insertCoupon, insertPromotionCodeIfFree, listCodesOfCoupons,
  listDeskCodes, listDeskCoupons,
} from '../../db/repositories/admin/couponDesk';
import { branchLookup } from '../memberWallet/couponBodies';
import { recordAudit, type Actor } from './audit';
import { AdminCouponMessages as M } from './messages';

type Db = Kysely<Database>;
const pageOf = (q: AdminCouponsQuery) => ({ offset: q.page * q.page_size, limit: q.page_size });
const byId = <R extends Record<K, number>, K extends string>(rows: readonly R[], key: K) => new Map(rows.map((r) => [Number(r[key]), r]));

/** 折價券: one page, newest first, with how many members hold each and how many used it, and its codes. */
export async function couponPage(db: Db, query: AdminCouponsQuery): Promise<{ rows: AdminCouponRow[]; total: number }> {
  const [rows, total, branches] = await Promise.all([listDeskCoupons(db, pageOf(query)), countDeskCoupons(db), branchLookup(db)]);
  const ids = rows.map((r) => r.id);
  const [holders, codes] = ids.length ? await Promise.all([countCouponHolders(db, ids), listCodesOfCoupons(db, ids)]) : [[], []];
  const held = byId(holders, 'coupon_id');
  return {
    total,
    rows: rows.map((r) => ({
      id: r.id, title: r.title, kind: r.kind === 'percent' ? 'percent' : 'amount', value: Number(r.value), min_spend: Number(r.min_spend),
      scope: branches(r.branch_ids).map((b) => b.name), starts_at: Number(r.starts_at), expires_at: Number(r.expires_at),
      claimed: Number(held.get(r.id)?.claimed ?? 0), used: Number(held.get(r.id)?.used ?? 0),
      codes: codes.filter((c) => c.coupon_id === r.id).map((c) => c.code),
    })),
  };
}

/** 優惠碼: one page, newest first, with its limit, claims and the claimed coupons used. */
export async function codePage(db: Db, query: AdminCouponsQuery): Promise<{ rows: AdminPromotionCodeRow[]; total: number }> {
  const [rows, total] = await Promise.all([listDeskCodes(db, pageOf(query)), countDeskCodes(db)]);
  const uses = byId(rows.length ? await countCodeUses(db, rows.map((r) => r.id)) : [], 'promotion_code_id');
  return {
    total,
    rows: rows.map((r) => ({
      id: r.id, code: r.code, coupon_id: r.coupon_id, coupon_title: r.coupon_title, total_limit: r.total_limit === null ? null : Number(r.total_limit),
      claimed: Number(r.claimed_count), used: Number(uses.get(r.id)?.used ?? 0), starts_at: Number(r.starts_at), expires_at: Number(r.expires_at),
    })),
  };
}

const TAIPEI_OFFSET_MS = 8 * 3600_000;
const DAY_MS = 24 * 3600_000;
/** A Taipei calendar day's first millisecond; null for a day the calendar does not have (2026-02-30). */
function taipeiDayStart(day: string): number | null {
  const utc = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(utc) || new Date(utc).toISOString().slice(0, 10) !== day ? null : utc - TAIPEI_OFFSET_MS;
}

export type CouponCreation = { kind: 'created'; id: number; code: string | null } | { kind: 'invalid'; fields: Record<string, string> } | { kind: 'code-taken' };

/** The rules one field's schema cannot hold: a real window that has not ended, a limit only with a code. */
type Window = { ok: true; startsAt: number; expiresAt: number } | { ok: false; fields: Record<string, string> };
function windowOf(input: CreateCouponRequest, now: number): Window {
  const start = taipeiDayStart(input.starts_on);
  const end = taipeiDayStart(input.ends_on);
  const fields: Record<string, string> = {};
  if (start === null) fields.starts_on = M.DAY_INVALID;
  if (end === null) fields.ends_on = M.DAY_INVALID;
  else if (start !== null && end < start) fields.ends_on = M.ENDS_BEFORE_START;
  else if (end + DAY_MS <= now) fields.ends_on = M.ENDS_IN_PAST;
  if (input.code_limit && !input.code) fields.code_limit = M.LIMIT_WITHOUT_CODE;
  if (Object.keys(fields).length || start === null || end === null) return { ok: false, fields };
  return { ok: true, startsAt: start, expiresAt: end + DAY_MS };
}

class CodeTaken extends Error {}

/** 新增折價券: the coupon (the whole shop) and, with a code, its promotion code over the same window; audited together. */
export async function createCoupon(db: Db, actor: Actor, input: CreateCouponRequest, now: number): Promise<CouponCreation> {
  const window = windowOf(input, now);
  if (!window.ok) return { kind: 'invalid', fields: window.fields };
  const { startsAt, expiresAt } = window;
  const code = input.code || null;
  const terms = { title: input.title, kind: input.kind, value: input.value, min_spend: input.min_spend, branch_ids: '[]', starts_at: startsAt, expires_at: expiresAt };
  try {
    const id = await db.transaction().execute(async (trx) => {
      const couponId = await insertCoupon(trx, terms);
      const limit = input.code_limit ?? null;
      if (code && !(await insertPromotionCodeIfFree(trx, { code, coupon_id: couponId, total_limit: limit, starts_at: startsAt, expires_at: expiresAt }))) throw new CodeTaken();
      await recordAudit(trx, actor, { action: 'coupon.create', entity: 'coupon', entityId: couponId, after: { ...terms, code, code_limit: limit } }, now);
      return couponId;
    });
    return { kind: 'created', id, code };
  } catch (error) {
    if (error instanceof CodeTaken) return { kind: 'code-taken' };
    throw error;
  }
}
