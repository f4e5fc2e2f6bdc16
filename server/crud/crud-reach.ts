import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { defaultEmployeeRules, employeeRecordReach, type EmployeeRecordReach, type OwnershipSource } from '../../src/schema/access';
import type { Role } from '../../src/schema/enums';
import type { AnyResourceDefinition } from '../../src/schema/resource-definition';
import type { Db } from '../db/client';
import { auditLog, orderClients, orderServices, orders } from '../db/tables';
import { employeeViewOf } from '../modules/settings/employee-view';

/**
 * The employee's reach into a resource whose definition names one (src/schema/access.ts `employeeRecordReach`):
 * which records are theirs and which fields the branch hides from them. The engine carries it in the caller's
 * scope, so every read and write by id or list (crud.repository.ts `scopeSql`) sees only their own records, and
 * the service answers hidden fields as null. Owners, administrators and resources without a reach get none, and
 * their queries are the same as before.
 */
export type RecordReach = {
  userId: number;
  /** The team members that are theirs in the branch (none: only what they created is theirs). */
  ownMemberIds: number[];
  ownedThrough: readonly OwnershipSource[];
  /** Fields answered as null, matched by nothing, never sorted by, kept when an edit sends them empty. */
  hidden: readonly string[];
};

export async function recordReachOf(
  db: Db,
  definition: Pick<AnyResourceDefinition, 'employeeReach'>,
  caller: { userId: number; role: Role; organizationId: number; branchId: number | null },
): Promise<RecordReach | undefined> {
  if (caller.role !== 'employee' || !definition.employeeReach) return undefined;
  const reach: EmployeeRecordReach = employeeRecordReach[definition.employeeReach];
  const view = caller.branchId === null ? null : await employeeViewOf(db, { ...caller, branchId: caller.branchId });
  const rules = view?.rules ?? defaultEmployeeRules;
  const hidden = reach.hiddenUnless && !rules[reach.hiddenUnless.rule] ? reach.hiddenUnless.fields : [];
  return { userId: caller.userId, ownMemberIds: view?.ownMemberIds ?? [], ownedThrough: reach.ownedThrough, hidden };
}

type OwnedContext = { organizationId: number; entity: string; reach: RecordReach };

const memberList = (ids: number[]) => sql`array[${sql.join(ids.map((id) => sql`${id}`), sql`, `)}]::bigint[]`;

/** Each source as the ids it makes theirs, each read through an index (the member's lines, the audit's entity). */
const ownedIds: Record<OwnershipSource, (context: OwnedContext) => SQL | undefined> = {
  bookedWithOwnMember: ({ organizationId, reach }) => {
    if (reach.ownMemberIds.length === 0) return undefined;
    const theirLines = and(
      eq(orderServices.organizationId, organizationId),
      sql`${orderServices.employeeId} = any(${memberList(reach.ownMemberIds)})`,
      ne(orders.status, 'order_status.canceled'),
    );
    const sameOrder = and(eq(orders.organizationId, orderServices.organizationId), eq(orders.id, orderServices.orderId));
    return sql`select ${orders.clientId} from ${orderServices} join ${orders} on ${sameOrder} where ${theirLines} and ${orders.clientId} is not null
      union all
      select ${orderClients.clientId} from ${orderServices} join ${orders} on ${sameOrder}
        join ${orderClients} on ${orderClients.organizationId} = ${orders.organizationId} and ${orderClients.orderId} = ${orders.id}
        where ${theirLines}`;
  },
  createdByThem: ({ organizationId, entity, reach }) =>
    sql`select ${auditLog.entityId} from ${auditLog} where ${and(
      eq(auditLog.organizationId, organizationId),
      eq(auditLog.entity, entity),
      eq(auditLog.action, 'create'),
      eq(auditLog.actorUserId, reach.userId),
    )}`,
};

/**
 * The records of the scope that are the employee's own; none when no source gives any. Their ids are gathered
 * once (an employee has hundreds, the branch may have 100 000) and the records read by id, never walked and tested
 * one by one.
 */
export function ownRecordsSql(definition: AnyResourceDefinition, id: PgColumn, organizationId: number, reach: RecordReach): SQL {
  const context = { organizationId, entity: definition.name, reach };
  const parts = reach.ownedThrough.map((source) => ownedIds[source](context)).filter((part): part is SQL => part !== undefined);
  return parts.length === 0 ? sql`false` : sql`${id} = any(array(${sql.join(parts, sql` union all `)}))`;
}

/** A record as the employee may read it: hidden fields answered as null. */
export function withoutHidden<T extends Record<string, unknown>>(record: T, reach: RecordReach | undefined): T {
  if (!reach || reach.hidden.length === 0) return record;
  const shown: Record<string, unknown> = { ...record };
  for (const field of reach.hidden) if (field in shown) shown[field] = null;
  return shown as T;
}

/** An edit's fields as the employee may write them: a hidden field sent empty (the null they were shown) keeps what is stored. */
export function keepHidden<T extends Record<string, unknown>>(sent: T, reach: RecordReach | undefined): T {
  if (!reach || reach.hidden.length === 0) return sent;
  return Object.fromEntries(Object.entries(sent).filter(([field, value]) => !(reach.hidden.includes(field) && (value === null || value === '')))) as T;
}

/** A history entry's changes without the hidden fields' values. */
export function changesWithoutHidden<T extends Record<string, unknown>>(changes: T, reach: RecordReach | undefined): T {
  if (!reach || reach.hidden.length === 0) return changes;
  return Object.fromEntries(Object.entries(changes).filter(([field]) => !reach.hidden.includes(field))) as T;
}
