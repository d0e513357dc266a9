import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { appendAuditEntry, countAuditEntries, listAuditEntries } from '../../db/repositories/admin/auditLog';
import type { AuditPageBody } from '../../../contract/admin';

/** Who did it, from where: the staff caller and the request's address. */
export interface Actor {
  staffId: number;
  ip: string;
}

export interface AuditChange {
  action: string;
  entity: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
}

const json = (value: unknown): string | null => (value === undefined || value === null ? null : JSON.stringify(value));

/** Written inside the action's own transaction: the entry exists exactly when the change does. */
export async function recordAudit(trx: Transaction<Database> | Kysely<Database>, actor: Actor, change: AuditChange, now: number): Promise<void> {
  await appendAuditEntry(trx, {
    staff_id: actor.staffId, action: change.action, entity: change.entity, entity_id: String(change.entityId),
    before_json: json(change.before), after_json: json(change.after), ip: actor.ip, created_at: now,
  });
}

const parsed = (text: string | null): unknown => (text === null ? null : JSON.parse(text));

export async function auditPage(db: Kysely<Database>, page: number, pageSize: number): Promise<AuditPageBody> {
  const [rows, total] = await Promise.all([listAuditEntries(db, { offset: page * pageSize, limit: pageSize }), countAuditEntries(db)]);
  return {
    total,
    rows: rows.map((r) => ({
      id: r.id, staff_id: r.staff_id, staff_name: r.staff_name, action: r.action, entity: r.entity, entity_id: r.entity_id,
      before: parsed(r.before_json), after: parsed(r.after_json), ip: r.ip, created_at: Number(r.created_at),
    })),
  };
}
