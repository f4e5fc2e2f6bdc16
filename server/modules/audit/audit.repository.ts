import type { Db } from '../../db/client';
import { auditLog } from '../../db/tables';

export type AuditEntry = typeof auditLog.$inferInsert;

/** Accepts the app's db or a transaction, so the entry commits (or rolls back) with the change it describes. */
export async function insertAuditEntry(db: Pick<Db, 'insert'>, entry: AuditEntry): Promise<number> {
  const [row] = await db.insert(auditLog).values(entry).returning({ id: auditLog.id });
  return row!.id;
}
