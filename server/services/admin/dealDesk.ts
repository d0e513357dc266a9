import type { Kysely } from 'kysely';
import type { AdminDealRow, DealOptionRow } from '../../../contract/adminDeals';
import type { AdminDealsQuery } from '../../../contract/adminDealRequests';
import type { Database } from '../../db/schema';
import { countDeskDeals, listDeskBranches, listDeskDeals, searchDealOptions, type DealFilter } from '../../db/repositories/admin/dealDesk';
import { DEAL_PHASE_LABELS } from './dealMessages';
import { deskPhase, type DealState } from './dealTimes';

/** How many options the product picker shows at once (narrow by text for more). */
const OPTION_PICKS = 50;

export function dealFilterOf(query: AdminDealsQuery, now: number): DealFilter {
  const text = query.text?.trim() || undefined;
  const id = text && /^\d{1,9}$/.test(text) ? Number(text) : undefined;
  return { phase: query.phase === 'all' ? undefined : query.phase, branchId: query.branch_id, text, id, now };
}

/** A deal's phase and its label, as every answer of the desk gives them. */
export const phaseOf = (deal: DealState, now: number) => {
  const phase = deskPhase(deal, now);
  return { phase, phase_label: DEAL_PHASE_LABELS[phase] };
};

/** 團購列表: one page, sorted and filtered by the server, with the branches the filter and the form offer. */
export async function dealPage(db: Kysely<Database>, query: AdminDealsQuery, now: number) {
  const filter = dealFilterOf(query, now);
  const [rows, total, branches] = await Promise.all([
    listDeskDeals(db, filter, { column: query.sort, dir: query.dir }, { offset: query.page * query.page_size, limit: query.page_size }),
    countDeskDeals(db, filter),
    listDeskBranches(db),
  ]);
  return {
    total, branches,
    rows: rows.map((r): AdminDealRow => ({
      id: r.id, title: r.title, branch_id: r.branch_id, branch_name: r.branch_name, ...phaseOf(r, now), preview: r.status !== 'scheduled',
      price: r.price === null ? null : Number(r.price), starts_at: Number(r.starts_at), ends_at: Number(r.ends_at),
      created_at: Number(r.created_at), product_count: Number(r.product_count),
    })),
  };
}

/** The options a new deal of this branch can sell, with their 原價. */
export async function dealOptions(db: Kysely<Database>, branchId: number, text: string | undefined): Promise<DealOptionRow[]> {
  const rows = await searchDealOptions(db, branchId, text?.trim() || undefined, OPTION_PICKS);
  return rows.map((r) => ({
    option_id: r.option_id, product_title: r.product_title, size: r.size, original_price: Number(r.original_price),
    current_price: Number(r.current_price), stock: Number(r.stock), group_buy_id: r.group_buy_id, group_buy_title: r.group_buy_title,
  }));
}
