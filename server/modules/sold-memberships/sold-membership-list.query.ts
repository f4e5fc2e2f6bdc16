import { and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ListQuery } from '../../../src/schema/list-query';
import type { ListMeta } from '../../../src/schema/protocol';
import { soldMembershipListDefinition, type SoldMembership } from '../../../src/schema/memberships/sold-membership';
import type { Db } from '../../db/client';
import { clients, soldMemberships } from '../../db/tables';
import { branchToday } from '../../crud/branch-records';
import { conditionSql, listFilterSql } from '../../crud/crud-sql';
import { validateListQuery } from '../../crud/list-query.rules';
import type { MembershipCaller } from './sold-membership-access';
import { soldMembershipColumns, soldMembershipOf } from './sold-membership.read';

/**
 * `GET /branches/{id}/sold-memberships`: the engine's list grammar (its rules validate, its crud-sql writes each
 * condition) over the branch's sold memberships, newest start first.
 */

/**
 * The status as SQL, so the list can filter on it: the same order of rules as membershipStatus
 * (src/schema/money/membership-usage.ts), which maps every row the list answers. Expiry is this comparison with
 * the branch's today, so no job ever marks a membership expired.
 */
const statusSql = (today: string) =>
  sql<string>`case
    when ${soldMemberships.canceledAt} is not null then 'canceled'
    when ${soldMemberships.kind} = 'visits' and ${soldMemberships.visitsTotal} is not null and ${soldMemberships.visitsUsed} >= ${soldMemberships.visitsTotal} then 'used_up'
    when ${soldMemberships.endsOn} < ${today}::date then 'expired'
    when ${soldMemberships.startsOn} > ${today}::date then 'not_started'
    else 'active' end`;

const columns: Record<string, PgColumn> = {
  id: soldMemberships.id,
  clientId: soldMemberships.clientId,
  name: soldMemberships.name,
  kind: soldMemberships.kind,
  startsOn: soldMemberships.startsOn,
  endsOn: soldMemberships.endsOn,
  price: soldMemberships.price,
  paid: soldMemberships.paid,
  createdAt: soldMemberships.createdAt,
};

export async function listSoldMemberships(db: Db, caller: MembershipCaller, query: ListQuery): Promise<{ items: SoldMembership[]; meta: ListMeta }> {
  const valid = validateListQuery(soldMembershipListDefinition, query);
  const today = branchToday(caller);
  // crud-sql only interpolates its target, so the derived status is compared like an enum column.
  const targetOf = (field: string): PgColumn => (field === 'status' ? (statusSql(today) as unknown as PgColumn) : columns[field]!);
  const conditions: SQL[] = valid.conditions.map((condition) => conditionSql(targetOf(condition.field), condition));
  const where = and(
    eq(soldMemberships.organizationId, caller.scope.organizationId),
    eq(soldMemberships.branchId, caller.scope.branchId),
    conditions.length > 0 ? (valid.combiner === 'or' ? or(...conditions) : and(...conditions)) : undefined,
    listFilterSql(soldMembershipListDefinition, columns, { conditions: [], combiner: 'and', terms: valid.terms }),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select(soldMembershipColumns)
      .from(soldMemberships)
      .innerJoin(clients, and(eq(clients.organizationId, soldMemberships.organizationId), eq(clients.id, soldMemberships.clientId)))
      .where(where)
      .orderBy(...valid.sort.map((entry) => (entry.order === 'desc' ? desc : asc)(columns[entry.field]!)), desc(soldMemberships.id))
      .limit(valid.perPage)
      .offset((valid.page - 1) * valid.perPage),
    db.select({ total: count() }).from(soldMemberships).where(where),
  ]);
  const total = counted?.total ?? 0;
  return {
    items: rows.map((entry) => soldMembershipOf(entry.row, entry.clientName, today)),
    meta: { totalItems: total, totalPages: Math.ceil(total / valid.perPage), currentPage: valid.page, itemsPerPage: valid.perPage, itemCount: rows.length },
  };
}
