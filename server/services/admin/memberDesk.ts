import type { Kysely } from 'kysely';
import type { AdminMemberDetailBody, AdminMemberRow } from '../../../contract/adminMembers';
import type { AdminMembersQuery } from '../../../contract/adminMemberRequests';
import { normalizeTaiwanMobile, TAIWAN_MOBILE_PATTERN } from '../../../src/domain/contact/taiwanMobile';
import type { Database } from '../../db/schema';
import {
  countDeskMemberOrders, countDeskMembers, findDeskMember, listDeskMemberOrders, listDeskMembers, listOpenCoupons, type MemberFilter,
} from '../../db/repositories/admin/memberDesk';
import { listHeldCouponsOfMember } from '../../db/repositories/memberWallet/memberCoupons';
import { branchLookup, couponBody } from '../memberWallet/couponBodies';
import { readCredit } from '../memberWallet/credit';
import { statusLabel } from './orderDesk';

/** The orders a member's page lists; the orders desk (filtered by her e-mail) has the rest. */
export const MEMBER_ORDERS_SHOWN = 20;

/** What staff typed: an e-mail (or part of one), a mobile in any grouping, else an order number, e-mail part or nickname. */
export function memberFilterOf(q: string | undefined): MemberFilter {
  const text = q?.trim() ?? '';
  if (!text) return {};
  if (text.includes('@')) return { email: text.toLowerCase() };
  const mobile = normalizeTaiwanMobile(text);
  return TAIWAN_MOBILE_PATTERN.test(mobile) ? { mobile } : { text: text.toLowerCase() };
}

/** 會員查詢: one page, newest members first. */
export async function memberPage(db: Kysely<Database>, query: AdminMembersQuery): Promise<{ rows: AdminMemberRow[]; total: number }> {
  const filter = memberFilterOf(query.q);
  const [rows, total] = await Promise.all([
    listDeskMembers(db, filter, { offset: query.page * query.page_size, limit: query.page_size }),
    countDeskMembers(db, filter),
  ]);
  return {
    total,
    rows: rows.map((r) => ({
      id: r.id, email: r.email, nickname: r.nickname, mobile: r.mobile ?? '', orders: Number(r.orders ?? 0), created_at: Number(r.created_at),
    })),
  };
}

/** 會員資料: her profile, latest orders, coupons and credit as she sees them, and the coupons staff may give her. */
export async function memberDetail(db: Kysely<Database>, id: number, now: number): Promise<AdminMemberDetailBody | null> {
  const member = await findDeskMember(db, id);
  if (!member) return null;
  const [orders, orderCount, held, branches, credit, open] = await Promise.all([
    listDeskMemberOrders(db, id, MEMBER_ORDERS_SHOWN), countDeskMemberOrders(db, id), listHeldCouponsOfMember(db, id), branchLookup(db),
    readCredit(db, id, now), listOpenCoupons(db, now),
  ]);
  return {
    id, email: member.email, nickname: member.nickname, mobile: member.mobile ?? '', email_verified: member.email_verified_at !== null,
    social_only: Number(member.social_only) === 1, created_at: Number(member.created_at),
    orders: orders.map((o) => ({ id: o.id, number: o.number, status_label: statusLabel(o.status), total: Number(o.total), created_at: Number(o.created_at) })),
    order_count: orderCount,
    coupons: held.map((c) => couponBody(c, branches, now)).sort((a, b) => b.id - a.id),
    credit,
    coupon_options: open.map((c) => ({ id: c.id, title: c.title, expires_at: Number(c.expires_at) })),
  };
}
