import type { Insertable, Kysely, Transaction } from 'kysely';
import type { AuditLogTable } from '../../staffSchema';
import type { Database } from '../../schema';

type Db = Kysely<Database> | Transaction<Database>;

/** A new audit entry: the table's row without its generated id. */
export type AuditRow = Insertable<AuditLogTable>;

/** The only write the audit log has: a new row (append-only; see migration 0032). */
export async function appendAuditEntry(db: Db, row: AuditRow): Promise<void> {
  await db.insertInto('audit_log').values(row).execute();
}

export const listAuditEntries = (db: Db, page: { offset: number; limit: number }) =>
  db.selectFrom('audit_log').innerJoin('staff', 'staff.id', 'audit_log.staff_id')
    .select(['audit_log.id', 'audit_log.staff_id', 'staff.name as staff_name', 'audit_log.action', 'audit_log.entity', 'audit_log.entity_id',
      'audit_log.before_json', 'audit_log.after_json', 'audit_log.ip', 'audit_log.created_at'])
    .orderBy('audit_log.created_at', 'desc').orderBy('audit_log.id', 'desc')
    .limit(page.limit).offset(page.offset).execute();

export async function countAuditEntries(db: Db): Promise<number> {
  const row = await db.selectFrom('audit_log').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}
