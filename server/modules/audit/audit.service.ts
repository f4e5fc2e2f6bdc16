import type { Db } from '../../db/client';
import { insertAuditEntry } from './audit.repository';

export type AuditAction = 'create' | 'update' | 'delete';
export type AuditChanges = Record<string, { from: unknown; to: unknown }>;
export type AuditRecord = {
  organizationId: number;
  actorUserId: number | null;
  /** What kind of record changed, e.g. 'organization', 'client', 'order'. */
  entity: string;
  entityId: number;
  /** The branch of a money event (Sales → Events lists them by branch). */
  branchId?: number | null;
  action: AuditAction;
  /** The record before the change (null on create) and after it (null on delete). */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

/** Bookkeeping columns change on every write and say nothing about what the person did. */
const ignoredFields = new Set(['version', 'createdAt', 'updatedAt', 'organizationId']);
/** The history shows that a secret changed, never the secret. */
const secretField = /password|secret|token/i;
const redacted = '[redacted]';

/** JSON-comparable form: dates as ISO strings, object keys sorted, so equal values compare equal. */
function normalise(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(normalise);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, normalise((value as Record<string, unknown>)[key])]),
    );
  }
  return value === undefined ? null : value;
}

/** The fields whose values differ between `before` and `after`, each with its old and new value. */
export function diffChanges(before: Record<string, unknown> | null, after: Record<string, unknown> | null): AuditChanges {
  const changes: AuditChanges = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    if (ignoredFields.has(key)) continue;
    const from = normalise(before?.[key]);
    const to = normalise(after?.[key]);
    if (JSON.stringify(from) === JSON.stringify(to)) continue;
    changes[key] = secretField.test(key) ? { from: from === null ? null : redacted, to: to === null ? null : redacted } : { from, to };
  }
  return changes;
}

/**
 * Writes who changed what to the audit trail, inside the caller's transaction. An update that changed
 * nothing leaves no entry (returns null); creations and deletions are always recorded.
 */
export async function recordAudit(tx: Pick<Db, 'insert'>, record: AuditRecord): Promise<number | null> {
  const changes = diffChanges(record.before, record.after);
  if (record.action === 'update' && Object.keys(changes).length === 0) return null;
  return insertAuditEntry(tx, {
    organizationId: record.organizationId,
    actorUserId: record.actorUserId,
    entity: record.entity,
    entityId: record.entityId,
    branchId: record.branchId ?? null,
    action: record.action,
    changes,
  });
}
