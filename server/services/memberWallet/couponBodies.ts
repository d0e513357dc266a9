import type { Kysely } from 'kysely';
import type { CouponBranchBody, WalletCouponBody } from '../../../contract/memberWallet';
import { couponState } from '../../../src/domain/memberWallet/coupons';
import type { Database } from '../../db/schema';
import { listBranchNames } from '../../db/repositories/memberWallet/memberCoupons';
import type { z } from 'zod/mini';

type Db = Kysely<Database>;
type Branch = z.infer<typeof CouponBranchBody>;

/** Branch ids (a coupon's JSON scope) → their names and paths, in the coupon's order; unknown ids drop out. */
export async function branchLookup(db: Db): Promise<(json: string) => Branch[]> {
  const rows = await listBranchNames(db);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return (json) => (JSON.parse(json) as number[]).flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}

/** A member coupon row joined with its coupon and the order that used it. */
export interface HeldCouponRow {
  id: number; title: string; kind: string; value: number; min_spend: number; branch_ids: string;
  starts_at: number; expires_at: number; used_at: number | null; order_id: number | null; order_number: string | null;
}

export function couponBody(row: HeldCouponRow, branches: (json: string) => Branch[], now: number): WalletCouponBody {
  const usedAt = row.used_at === null ? null : Number(row.used_at);
  const expiresAt = Number(row.expires_at);
  return {
    id: row.id, title: row.title, kind: row.kind === 'percent' ? 'percent' : 'amount', value: row.value, min_spend: row.min_spend,
    branches: branches(row.branch_ids), starts_at: Number(row.starts_at), expires_at: expiresAt, used_at: usedAt,
    order: row.order_id !== null && row.order_number !== null ? { id: row.order_id, number: row.order_number } : null,
    state: couponState({ usedAt, expiresAt }, now),
  };
}
